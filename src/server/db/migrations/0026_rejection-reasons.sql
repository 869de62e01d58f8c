-- Reviewers pick a rejection's reason from a list kept in the three languages (admins keep it;
-- a retired reason stays on the decisions made with it) and may add a note. The existing column
-- `reason` becomes that note: a decision made before keeps its reviewer's words there, with no
-- reason picked, and the member still reads them.
CREATE TABLE "rejection_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"text_en" text NOT NULL,
	"text_tc" text NOT NULL,
	"text_sc" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejection_reasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "parking_applications" ADD COLUMN "rejection_reason_id" integer;--> statement-breakpoint
ALTER TABLE "parking_changes" ADD COLUMN "rejection_reason_id" integer;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD COLUMN "rejection_reason_id" integer;--> statement-breakpoint
ALTER TABLE "parking_applications" ADD CONSTRAINT "parking_applications_rejection_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_changes" ADD CONSTRAINT "parking_changes_rejection_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_forms" ADD CONSTRAINT "upgrade_forms_rejection_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "rejection_reasons" ("code", "text_en", "text_tc", "text_sc") VALUES
	('unreadable', 'The document cannot be read clearly', '文件未能清楚閱讀', '文件未能清楚阅读'),
	('no-address', 'The document does not show the address', '文件未有顯示地址', '文件未有显示地址'),
	('name-mismatch', 'The name on the document does not match the member''s name', '文件上的姓名與會員姓名不符', '文件上的姓名与会员姓名不符'),
	('document-outdated', 'The document is older than three months', '文件日期超過三個月', '文件日期超过三个月'),
	('vehicle-mismatch', 'The plate or vehicle does not match the document', '車牌或車輛與文件不符', '车牌或车辆与文件不符'),
	('other', 'The application does not meet the requirements', '申請未符合要求', '申请未符合要求');
