import type { NamespaceVenueCardTranslation } from '../../i18n-types'

const en_venueCard = {
  open: 'Show at venue',
  title: 'Membership card',
  done: 'Done',
  screenStaysOn: 'The screen stays on while this is shown.',
  addToAppleWallet: 'Add to Apple Wallet',
  appleBadgeTop: 'Add to',
  appleBadgeName: 'Apple Wallet',
  saveToGoogleWallet: 'Save to Google Wallet',
  passUpdated: 'Your card in the wallet shows the old tier: add the updated pass.',
  passFailed: 'The pass could not be downloaded. Please try again when you are online.',
} satisfies NamespaceVenueCardTranslation

export default en_venueCard
