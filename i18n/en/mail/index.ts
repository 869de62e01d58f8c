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
  dataExportReadySubject: 'Your Sino Club data is ready to download',
  dataExportReadyBody:
    'Dear {name},\n\nThe copy of your data you asked for is ready. Download it from your profile until {until}:\n{link}\n\nIf you did not ask for it, please change your password and tell us.\n\nSino Club',
  accountClosingSubject: 'Your Sino Club account will be closed on {date}',
  accountClosingBody:
    'Dear {name},\n\nWe received a request to close your Sino Club account {memberId}. On {date} it will be closed and your data erased.\n\nTo keep your account, cancel before then: log in, open My Profile → Privacy and my data and choose Cancel closing my account ({link}), or write to us at {email}.\n\nIf you did not ask for this, log in and cancel, change your password and tell us at once.\n\nSino Club',
  accountClosedSubject: 'Your Sino Club account is closed',
  accountClosedBody:
    'Dear {name},\n\nAs you asked, your Sino Club account {memberId} is closed. We have erased your profile, addresses, interests, applications, documents, receipts and sessions; your mobile number and e-mail address are free to use again.\n\nWe keep only the log of what our staff did on your account, which cannot be changed, and the record that your account was closed, which names you by your member ID only.\n\nThank you for having been a member.\n\nSino Club',
  // The readable copy of a member's data.
  dataExport: {
    title: 'Your data held by Sino Club',
    intro:
      'Everything Sino Club holds on {name} (member ID {memberId}) on {date}. The JSON file holds the same for computers; the field names here are its names.',
    documentsNote: 'Each document you sent can be downloaded from Privacy and my data on My Profile.',
    nothing: 'Nothing is held.',
    sections: {
      consents: 'Consents',
      profile: 'Profile',
      contactAddress: 'Contact address',
      privilegeAddress: 'Privilege member address',
      interests: 'Interests',
      upgradeApplications: 'Applications to upgrade to Privilege',
      upgradeDocuments: 'Documents of upgrade applications',
      parkingApplications: 'Parking privilege applications',
      parkingDocuments: 'Documents of parking applications',
      parkingChanges: 'Changes asked to the parking privilege',
      parkingChangeDocuments: 'Documents of parking changes',
      documents: 'Documents you sent',
      receipts: 'Receipts you sent',
      sessions: 'Sign-ins (devices)',
      verificationCodes: 'Verification codes sent (the codes themselves are not kept)',
      emailLinks: 'E-mail links sent (the links themselves are not kept)',
      referralCode: 'Referral code used',
      closingRequests: 'Requests to close your account',
      passkeys: 'Passkeys',
      notificationDevices: 'Devices with notifications on',
      auditEntries: 'What staff and operators did about you',
    },
  },
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
