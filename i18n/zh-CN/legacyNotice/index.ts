import type { NamespaceLegacyNoticeTranslation } from '../../i18n-types'

const zh_CN_legacyNotice = {
  landingTitle: '欢迎使用全新信和会会员平台',
  landingBody: '信和会会员平台已全面更新：以手机号码登录，即可随时查看电子会员卡、会员编号及会员礼遇，即使没有网络信号也可出示。',
  maintenanceTitle: '系统维护中',
  maintenanceBody: '会员平台正在进行系统维护，暂时无法使用，请稍后再试。您可先浏览信和会网站，了解最新礼遇及活动。',
  maintenanceUntil: '预计于{date}恢复服务。',
  showCard: '出示我的会员卡',
  visit: '浏览信和会网站',
  enterPortal: '前往会员平台',
  frameTitle: '信和会网站',
} satisfies NamespaceLegacyNoticeTranslation

export default zh_CN_legacyNotice
