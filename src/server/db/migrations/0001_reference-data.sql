-- The reference lists served by getDropDownList; these identifiers have a meaning of their own
-- (src/contract/reference.ts names them):
-- country 56 = Hong Kong, country 1 = other, area 40 = overseas, district 29 = other,
-- group estate 21 = other, non-group estate 5 = other, property type 12 = other,
-- country code 1 = +852 (the default) and 4 = the legacy code hidden in selectors.
INSERT INTO "salutations" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Mr', '先生', '先生', 1),
  (2, 'Mrs', '太太', '太太', 2),
  (3, 'Ms', '女士', '女士', 3),
  (4, 'Miss', '小姐', '小姐', 4),
  (5, 'Dr', '博士', '博士', 5);
--> statement-breakpoint
INSERT INTO "age_ranges" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, '18 – 24', '18 – 24 歲', '18 – 24 岁', 1),
  (2, '25 – 34', '25 – 34 歲', '25 – 34 岁', 2),
  (3, '35 – 44', '35 – 44 歲', '35 – 44 岁', 3),
  (4, '45 – 54', '45 – 54 歲', '45 – 54 岁', 4),
  (5, '55 – 64', '55 – 64 歲', '55 – 64 岁', 5),
  (6, '65 or above', '65 歲或以上', '65 岁或以上', 6);
--> statement-breakpoint
INSERT INTO "country_codes" ("id", "content", "length", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, '+852', 8, 'Hong Kong', '香港', '香港', 1),
  (2, '+853', 8, 'Macao', '澳門', '澳门', 2),
  (3, '+86', 11, 'Mainland China', '中國內地', '中国内地', 3),
  (4, 'N/A', 8, 'Not provided (legacy records)', '未提供（舊紀錄）', '未提供（旧记录）', 99),
  (5, '+886', 9, 'Taiwan', '台灣', '台湾', 4),
  (6, '+65', 8, 'Singapore', '新加坡', '新加坡', 5),
  (7, '+81', 10, 'Japan', '日本', '日本', 6),
  (8, '+82', 10, 'South Korea', '韓國', '韩国', 7),
  (9, '+66', 9, 'Thailand', '泰國', '泰国', 8),
  (10, '+63', 10, 'Philippines', '菲律賓', '菲律宾', 9),
  (11, '+44', 10, 'United Kingdom', '英國', '英国', 10),
  (12, '+1', 10, 'United States / Canada', '美國／加拿大', '美国／加拿大', 11),
  (13, '+61', 9, 'Australia', '澳洲', '澳大利亚', 12),
  (14, 'Others', 15, 'Others', '其他', '其他', 13);
--> statement-breakpoint
INSERT INTO "languages" ("id", "language", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'en', 'English', '英文', '英文', 1),
  (2, 'tc', 'Traditional Chinese', '繁體中文', '繁体中文', 2),
  (3, 'sc', 'Simplified Chinese', '簡體中文', '简体中文', 3);
--> statement-breakpoint
INSERT INTO "areas" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Hong Kong Island', '香港島', '香港岛', 1),
  (2, 'Kowloon', '九龍', '九龙', 2),
  (3, 'New Territories', '新界', '新界', 3),
  (40, 'Overseas', '海外', '海外', 4);
--> statement-breakpoint
INSERT INTO "districts" ("id", "area_id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 1, 'Central and Western', '中西區', '中西区', 1),
  (2, 1, 'Wan Chai', '灣仔區', '湾仔区', 2),
  (3, 1, 'Eastern', '東區', '东区', 3),
  (4, 1, 'Southern', '南區', '南区', 4),
  (5, 2, 'Yau Tsim Mong', '油尖旺區', '油尖旺区', 5),
  (6, 2, 'Sham Shui Po', '深水埗區', '深水埗区', 6),
  (7, 2, 'Kowloon City', '九龍城區', '九龙城区', 7),
  (8, 2, 'Wong Tai Sin', '黃大仙區', '黄大仙区', 8),
  (9, 2, 'Kwun Tong', '觀塘區', '观塘区', 9),
  (10, 3, 'Kwai Tsing', '葵青區', '葵青区', 10),
  (11, 3, 'Tsuen Wan', '荃灣區', '荃湾区', 11),
  (12, 3, 'Tuen Mun', '屯門區', '屯门区', 12),
  (13, 3, 'Yuen Long', '元朗區', '元朗区', 13),
  (14, 3, 'North', '北區', '北区', 14),
  (15, 3, 'Tai Po', '大埔區', '大埔区', 15),
  (16, 3, 'Sha Tin', '沙田區', '沙田区', 16),
  (17, 3, 'Sai Kung', '西貢區', '西贡区', 17),
  (18, 3, 'Islands', '離島區', '离岛区', 18),
  (29, 40, 'Others', '其他', '其他', 19);
--> statement-breakpoint
INSERT INTO "countries" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (56, 'Hong Kong SAR', '香港特別行政區', '香港特别行政区', 1),
  (2, 'Macao SAR', '澳門特別行政區', '澳门特别行政区', 2),
  (3, 'Mainland China', '中國內地', '中国内地', 3),
  (4, 'Taiwan', '台灣', '台湾', 4),
  (16, 'Australia', '澳洲', '澳大利亚', 5),
  (15, 'Canada', '加拿大', '加拿大', 6),
  (18, 'France', '法國', '法国', 7),
  (19, 'Germany', '德國', '德国', 8),
  (12, 'India', '印度', '印度', 9),
  (11, 'Indonesia', '印尼', '印度尼西亚', 10),
  (7, 'Japan', '日本', '日本', 11),
  (6, 'Malaysia', '馬來西亞', '马来西亚', 12),
  (17, 'New Zealand', '新西蘭', '新西兰', 13),
  (10, 'Philippines', '菲律賓', '菲律宾', 14),
  (5, 'Singapore', '新加坡', '新加坡', 15),
  (8, 'South Korea', '韓國', '韩国', 16),
  (9, 'Thailand', '泰國', '泰国', 17),
  (13, 'United Kingdom', '英國', '英国', 18),
  (14, 'United States', '美國', '美国', 19),
  (1, 'Others', '其他', '其他', 20);
--> statement-breakpoint
INSERT INTO "property_types" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Residential', '住宅', '住宅', 1),
  (2, 'Office', '寫字樓', '写字楼', 2),
  (3, 'Retail', '商舖', '商铺', 3),
  (4, 'Industrial', '工業', '工业', 4),
  (5, 'Car Park', '停車場', '停车场', 5),
  (12, 'Others', '其他', '其他', 6);
--> statement-breakpoint
INSERT INTO "sino_estates" ("id", "name_en", "name_tc", "name_sc", "street", "district_id", "property_type_id", "area_id", "country_id", "sort_order") VALUES
  (1, 'The Palazzo', '御龍山', '御龙山', '28 Lok King Street, Fo Tan', 16, 1, 3, 56, 1),
  (2, 'Vision City', '萬景峯', '万景峯', '1 Yeung Uk Road, Tsuen Wan', 11, 1, 3, 56, 2),
  (3, 'Island Harbourview', '維港灣', '维港湾', '11 Hoi Fai Road, Tai Kok Tsui', 5, 1, 2, 56, 3),
  (4, 'One SilverSea', '一號銀海', '一号银海', '18 Hoi Fai Road, Tai Kok Tsui', 5, 1, 2, 56, 4),
  (5, 'The Hermitage', '帝峯‧皇殿', '帝峯·皇殿', '1 Hoi Wang Road, West Kowloon', 5, 1, 2, 56, 5),
  (6, 'Park Mediterranean', '逸瓏海匯', '逸珑海汇', '9 Hong Tsuen Road, Sai Kung', 17, 1, 3, 56, 6),
  (7, 'The Mediterranean', '逸瓏園', '逸珑园', '8 Tai Mong Tsai Road, Sai Kung', 17, 1, 3, 56, 7),
  (8, 'Corinthia by the Sea', '藍塘傲', '蓝塘傲', '23 Tong Yin Street, Tseung Kwan O', 17, 1, 3, 56, 8),
  (9, 'Lake Silver', '銀湖‧天峰', '银湖·天峰', '599 Sai Sha Road, Ma On Shan', 16, 1, 3, 56, 9),
  (10, 'Dragons Range', '龍瑞', '龙瑞', '33 Lai Ping Road, Kau To', 16, 1, 3, 56, 10),
  (11, 'Mayfair by the Sea', '逸瓏灣', '逸珑湾', '23 Fo Chun Road, Pak Shek Kok', 15, 1, 3, 56, 11),
  (12, 'Grand Central', '凱滙', '凯汇', '10 Hip Wo Street, Kwun Tong', 9, 1, 2, 56, 12),
  (13, 'Valais', '天巒', '天峦', 'Kwu Tung Road, Sheung Shui', 14, 1, 3, 56, 13),
  (14, 'The Spectra', '爾巒', '尔峦', '8 Long Ping Road, Yuen Long', 13, 1, 3, 56, 14),
  (15, 'Tsim Sha Tsui Centre', '尖沙咀中心', '尖沙咀中心', '66 Mody Road, Tsim Sha Tsui East', 5, 2, 2, 56, 15),
  (16, 'Exchange Tower', '國際交易中心', '国际交易中心', '33 Wang Chiu Road, Kowloon Bay', 9, 2, 2, 56, 16),
  (21, 'Others', '其他', '其他', NULL, NULL, NULL, NULL, NULL, 99);
--> statement-breakpoint
INSERT INTO "non_sino_estates" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Taikoo Shing', '太古城', '太古城', 1),
  (2, 'City One Shatin', '沙田第一城', '沙田第一城', 2),
  (3, 'Mei Foo Sun Chuen', '美孚新邨', '美孚新邨', 3),
  (4, 'Whampoa Garden', '黃埔花園', '黄埔花园', 4),
  (6, 'Kingswood Villas', '嘉湖山莊', '嘉湖山庄', 5),
  (7, 'Laguna City', '麗港城', '丽港城', 6),
  (8, 'South Horizons', '海怡半島', '海怡半岛', 7),
  (9, 'Discovery Bay', '愉景灣', '愉景湾', 8),
  (10, 'Belvedere Garden', '麗城花園', '丽城花园', 9),
  (11, 'Sceneway Garden', '匯景花園', '汇景花园', 10),
  (12, 'LOHAS Park', '日出康城', '日出康城', 11),
  (5, 'Others', '其他', '其他', 99);
--> statement-breakpoint
INSERT INTO "nationalities" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Chinese', '中國', '中国', 1),
  (2, 'British', '英國', '英国', 2),
  (3, 'American', '美國', '美国', 3),
  (4, 'Canadian', '加拿大', '加拿大', 4),
  (5, 'Australian', '澳洲', '澳大利亚', 5),
  (6, 'Filipino', '菲律賓', '菲律宾', 6),
  (7, 'Indonesian', '印尼', '印度尼西亚', 7),
  (8, 'Indian', '印度', '印度', 8),
  (9, 'Japanese', '日本', '日本', 9),
  (10, 'Korean', '韓國', '韩国', 10),
  (11, 'Malaysian', '馬來西亞', '马来西亚', 11),
  (12, 'Singaporean', '新加坡', '新加坡', 12),
  (13, 'Thai', '泰國', '泰国', 13),
  (14, 'Others', '其他', '其他', 99);
--> statement-breakpoint
INSERT INTO "staff_companies" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Sino Land Company Limited', '信和置業有限公司', '信和置业有限公司', 1),
  (2, 'Tsim Sha Tsui Properties Limited', '尖沙咀置業集團有限公司', '尖沙咀置业集团有限公司', 2),
  (3, 'Sino Hotels (Holdings) Limited', '信和酒店（集團）有限公司', '信和酒店（集团）有限公司', 3),
  (4, 'Sino Estates Management Limited', '信和物業管理有限公司', '信和物业管理有限公司', 4),
  (5, 'Sino Security Services Limited', '信和保安服務有限公司', '信和保安服务有限公司', 5),
  (6, 'Other group companies', '其他集團公司', '其他集团公司', 99);
--> statement-breakpoint
INSERT INTO "vehicle_types" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Private Car', '私家車', '私家车', 1),
  (2, 'Light Goods Vehicle', '輕型貨車', '轻型货车', 2);
--> statement-breakpoint
INSERT INTO "interests" ("id", "name_en", "name_tc", "name_sc", "sort_order") VALUES
  (1, 'Dining', '美食', '美食', 1),
  (2, 'Shopping', '購物', '购物', 2),
  (3, 'Travel', '旅遊', '旅游', 3),
  (4, 'Arts & Culture', '藝術文化', '艺术文化', 4),
  (5, 'Sports & Fitness', '運動健體', '运动健体', 5),
  (6, 'Wellness & Spa', '健康保養', '健康保养', 6),
  (7, 'Family & Kids', '親子', '亲子', 7),
  (8, 'Music', '音樂', '音乐', 8),
  (9, 'Movies', '電影', '电影', 9),
  (10, 'Wine & Spirits', '品酒', '品酒', 10),
  (11, 'Home & Living', '家居生活', '家居生活', 11),
  (12, 'Pets', '寵物', '宠物', 12),
  (13, 'Technology', '科技', '科技', 13),
  (14, 'Reading', '閱讀', '阅读', 14),
  (15, 'Photography', '攝影', '摄影', 15),
  (16, 'Green Living', '綠色生活', '绿色生活', 16);
