import type { NamespaceVenueCardTranslation } from '../../i18n-types'

const en_venueCard = {
  open: 'Show at venue',
  title: 'Membership card',
  done: 'Done',
  screenStaysOn: 'The screen stays on while this is shown.',
} satisfies NamespaceVenueCardTranslation

export default en_venueCard
