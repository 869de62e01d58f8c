import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_venueCard = {
  open: '於場所出示',
  title: '會員卡',
  done: '完成',
  screenStaysOn: '顯示期間螢幕會保持開啟。',
} satisfies BaseTranslation

export default zh_HK_venueCard
