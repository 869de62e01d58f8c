import type { NamespaceLegacyNoticeTranslation } from '../../i18n-types'

const en_legacyNotice = {
  landingTitle: 'Welcome to the new Sino Club portal',
  landingBody:
    'The Sino Club member portal has a new home. Log in with your mobile number to see your digital card, member ID and privileges, and show your card even without a signal.',
  maintenanceTitle: 'Scheduled maintenance',
  maintenanceBody:
    'The member portal is being maintained and is not available at the moment. Please try again later; meanwhile, the Sino Club website has our latest privileges and activities.',
  maintenanceUntil: 'Expected back by {date}.',
  showCard: 'Show my membership card',
  visit: 'Visit the Sino Club website',
  enterPortal: 'Go to the member portal',
  frameTitle: 'Sino Club website',
} satisfies NamespaceLegacyNoticeTranslation

export default en_legacyNotice
