import type { NamespaceMailTranslation } from '../../i18n-types'

const en_mail = {
  loginLockedSubject: 'Unsuccessful logins to your Sino Club account',
  loginLockedBody:
    'Dear {name},\n\nThere were {count} unsuccessful attempts to log in to your Sino Club account. To protect your account, logging in is paused for a while.\n\nIf this was not you, please reset your password with "Forgot password?" on the login page and tell us at {email}.\n\nSino Club',
  upgradeApprovedSubject: 'Welcome to Sino Club Privilege membership',
  upgradeApprovedBody:
    'Dear {name},\n\nYour application to upgrade to Privilege membership has been approved. Your membership card in the portal now shows Privilege.\n\nSee your application and its history: {link}\n\nSino Club',
  upgradeRejectedSubject: 'Your Privilege membership application',
  upgradeRejectedBody:
    'Dear {name},\n\nWe are sorry that your application to upgrade to Privilege membership was not approved.\n\nReason: {reason}\n\nYou may apply again in the portal; your earlier details are filled in for you.\n\nSee your application and its history: {link}\n\nSino Club',
  parkingApprovedSubject: 'Your parking privilege is approved',
  parkingApprovedBody:
    'Dear {name},\n\nYour application for the parking privilege has been approved. The Parking Privilege page of the portal shows your vehicle.\n\nSee your application and its history: {link}\n\nSino Club',
  parkingRejectedSubject: 'Your parking privilege application',
  parkingRejectedBody:
    'Dear {name},\n\nWe are sorry that your application for the parking privilege was not approved.\n\nReason: {reason}\n\nYou may correct it and apply again on the Parking Privilege page of the portal.\n\nSee your application and its history: {link}\n\nSino Club',
  parkingChangeApprovedSubject: 'The change to your parking privilege is approved',
  parkingChangeApprovedBody:
    'Dear {name},\n\nThe change you asked for to your parking privilege has been approved. The Parking Privilege page of the portal shows your vehicle as it is now; the privilege stays valid as before.\n\nSee your application and its history: {link}\n\nSino Club',
  parkingChangeRejectedSubject: 'The change to your parking privilege',
  parkingChangeRejectedBody:
    'Dear {name},\n\nWe are sorry that the change you asked for to your parking privilege was not approved. Your parking privilege stays as it was.\n\nReason: {reason}\n\nYou may ask for a change again on the Parking Privilege page of the portal.\n\nSee your application and its history: {link}\n\nSino Club',
  reviewerNote: 'Note from the reviewer: {note}',
  // Push notifications: a title and a line each.
  pushUpgradeApprovedTitle: 'Upgrade approved',
  pushUpgradeApprovedBody: 'Welcome to Privilege membership. Tap to see your application.',
  pushUpgradeRejectedTitle: 'Upgrade application not approved',
  pushUpgradeRejectedBody: 'Tap to read the reason. You may apply again.',
  pushParkingApprovedTitle: 'Parking privilege approved',
  pushParkingApprovedBody: 'Your parking privilege is approved. Tap to see your vehicle and its details.',
  pushParkingRejectedTitle: 'Parking application not approved',
  pushParkingRejectedBody: 'Tap to read the reason. You may correct it and apply again.',
  pushParkingChangeApprovedTitle: 'Parking change approved',
  pushParkingChangeApprovedBody: 'The change to your parking privilege is approved. Tap to see it.',
  pushParkingChangeRejectedTitle: 'Parking change not approved',
  pushParkingChangeRejectedBody: 'Your parking privilege stays as it was. Tap to read the reason.',
  pushUpgradeDocumentsDueTitle: 'Documents needed within 24 hours',
  pushUpgradeDocumentsDueBody:
    'Your upgrade application still needs its documents. Send them within 24 hours, or it will not be approved.',
  pushParkingDocumentsDueTitle: 'Documents needed within 24 hours',
  pushParkingDocumentsDueBody:
    'Your parking application still needs its documents. Send them within 24 hours, or it will not be approved.',
  pushReceiptAcceptedTitle: 'Receipt received',
  pushReceiptAcceptedBody: 'Your receipt for {event} has been received.',
} satisfies NamespaceMailTranslation

export default en_mail
