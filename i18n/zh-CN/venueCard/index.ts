import type { NamespaceVenueCardTranslation } from '../../i18n-types'

const zh_CN_venueCard = {
  open: '在场所出示',
  title: '会员卡',
  done: '完成',
  screenStaysOn: '显示期间屏幕会保持开启。',
  addToAppleWallet: '添加到 Apple 钱包',
  appleBadgeTop: '添加到',
  appleBadgeName: 'Apple 钱包',
  saveToGoogleWallet: '保存到 Google 钱包',
  passUpdated: '钱包内的会员卡仍显示旧的会籍：请添加更新后的会员卡。',
  passFailed: '未能下载会员卡，请在联网后再试。',
} satisfies NamespaceVenueCardTranslation

export default zh_CN_venueCard
