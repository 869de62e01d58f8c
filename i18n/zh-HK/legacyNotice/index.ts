import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_legacyNotice = {
  landingTitle: '歡迎使用全新信和會會員平台',
  landingBody: '信和會會員平台已全面更新：以手機號碼登入，即可隨時查看電子會員卡、會員編號及會員禮遇，即使沒有網絡訊號亦可出示。',
  maintenanceTitle: '系統維護中',
  maintenanceBody: '會員平台正在進行系統維護，暫時未能使用，請稍後再試。您可先瀏覽信和會網站，了解最新禮遇及活動。',
  maintenanceUntil: '預計於{date}恢復服務。',
  showCard: '出示我的會員卡',
  visit: '瀏覽信和會網站',
  enterPortal: '前往會員平台',
  frameTitle: '信和會網站',
} satisfies BaseTranslation

export default zh_HK_legacyNotice
