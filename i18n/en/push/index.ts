import type { NamespacePushTranslation } from '../../i18n-types'

const en_push = {
  upgradeApprovedTitle: 'Upgrade approved',
  upgradeApprovedBody: 'Welcome to Privilege membership. Tap to see your application.',
  upgradeRejectedTitle: 'Upgrade application not approved',
  upgradeRejectedBody: 'Tap to read the reason. You may apply again.',
  parkingApprovedTitle: 'Parking privilege approved',
  parkingApprovedBody: 'Your parking privilege is approved. Tap to see your vehicle and its details.',
  parkingRejectedTitle: 'Parking application not approved',
  parkingRejectedBody: 'Tap to read the reason. You may correct it and apply again.',
  parkingChangeApprovedTitle: 'Parking change approved',
  parkingChangeApprovedBody: 'The change to your parking privilege is approved. Tap to see it.',
  parkingChangeRejectedTitle: 'Parking change not approved',
  parkingChangeRejectedBody: 'Your parking privilege stays as it was. Tap to read the reason.',
  upgradeDocumentsDueTitle: 'Documents needed within 24 hours',
  upgradeDocumentsDueBody:
    'Your upgrade application still needs its documents. Send them within 24 hours, or it will not be approved.',
  parkingDocumentsDueTitle: 'Documents needed within 24 hours',
  parkingDocumentsDueBody:
    'Your parking application still needs its documents. Send them within 24 hours, or it will not be approved.',
  receiptAcceptedTitle: 'Receipt received',
  receiptAcceptedBody: 'Your receipt for {event} has been received.',
} satisfies NamespacePushTranslation

export default en_push
