import type { BaseTranslation } from '../../i18n-types'

/** A namespace: the group site's links, downloaded when its menu opens. */
const zh_HK_corporate = {
  about: '關於我們',
  aboutOverview: '集團概覽',
  aboutMilestones: '發展里程',
  aboutAwards: '獎項及嘉許',
  properties: '物業',
  propertiesResidential: '住宅',
  propertiesOffice: '寫字樓',
  propertiesMalls: '商場',
  propertiesHotels: '酒店',
  sustainability: '可持續發展',
  sustainabilityVision: '可持續發展願景',
  sustainabilityReports: '可持續發展報告',
  sustainabilityCommunity: '社區關懷',
  investors: '投資者關係',
  investorsAnnouncements: '公告及通函',
  investorsReports: '財務報告',
  careers: '職業機會',
  careersJoin: '加入我們',
} satisfies BaseTranslation

export default zh_HK_corporate
