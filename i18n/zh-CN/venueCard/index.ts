import type { NamespaceVenueCardTranslation } from '../../i18n-types'

const zh_CN_venueCard = {
  open: '在场所出示',
  title: '会员卡',
  done: '完成',
  screenStaysOn: '显示期间屏幕会保持开启。',
} satisfies NamespaceVenueCardTranslation

export default zh_CN_venueCard
