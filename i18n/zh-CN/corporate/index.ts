import type { NamespaceCorporateTranslation } from '../../i18n-types'

const zh_CN_corporate = {
  about: '关于我们',
  aboutOverview: '集团概览',
  aboutMilestones: '发展里程',
  aboutAwards: '奖项及嘉许',
  properties: '物业',
  propertiesResidential: '住宅',
  propertiesOffice: '写字楼',
  propertiesMalls: '商场',
  propertiesHotels: '酒店',
  sustainability: '可持续发展',
  sustainabilityVision: '可持续发展愿景',
  sustainabilityReports: '可持续发展报告',
  sustainabilityCommunity: '社区关怀',
  investors: '投资者关系',
  investorsAnnouncements: '公告及通函',
  investorsReports: '财务报告',
  careers: '职业机会',
  careersJoin: '加入我们',
} satisfies NamespaceCorporateTranslation

export default zh_CN_corporate
