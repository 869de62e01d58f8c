import type { BaseTranslation } from '../../i18n-types'

/** A namespace: downloaded for the pages that use it, never for the login page. */
const zh_HK_venueCard = {
  open: '於場所出示',
  title: '會員卡',
  done: '完成',
  screenStaysOn: '顯示期間螢幕會保持開啟。',
  addToAppleWallet: '加入 Apple 錢包',
  appleBadgeTop: '加入',
  appleBadgeName: 'Apple 錢包',
  saveToGoogleWallet: '儲存至 Google 錢包',
  passUpdated: '錢包內的會員卡仍顯示舊的會籍：請加入更新後的會員卡。',
  passFailed: '未能下載會員卡，請於連線後再試。',
} satisfies BaseTranslation

export default zh_HK_venueCard
