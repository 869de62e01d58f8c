import type { NamespaceMailTranslation } from '../../i18n-types'

const en_mail = {
  loginLockedSubject: 'Unsuccessful logins to your Sino Club account',
  loginLockedBody:
    'Dear {name},\n\nThere were {count} unsuccessful attempts to log in to your Sino Club account. To protect your account, logging in is paused for a while.\n\nIf this was not you, please reset your password with "Forgot password?" on the login page and tell us at {email}.\n\nSino Club',
  upgradeApprovedSubject: 'Welcome to Sino Club Privilege membership',
  upgradeApprovedBody:
    'Dear {name},\n\nYour application to upgrade to Privilege membership has been approved. Your membership card in the portal now shows Privilege.\n\nSino Club',
  upgradeRejectedSubject: 'Your Privilege membership application',
  upgradeRejectedBody:
    'Dear {name},\n\nWe are sorry that your application to upgrade to Privilege membership was not approved.\n\nReason: {reason}\n\nYou may apply again in the portal; your earlier details are filled in for you.\n\nSino Club',
  parkingApprovedSubject: 'Your parking privilege is approved',
  parkingApprovedBody:
    'Dear {name},\n\nYour application for the parking privilege has been approved. The Parking Privilege page of the portal shows your vehicle.\n\nSino Club',
  parkingRejectedSubject: 'Your parking privilege application',
  parkingRejectedBody:
    'Dear {name},\n\nWe are sorry that your application for the parking privilege was not approved.\n\nReason: {reason}\n\nYou may correct it and apply again on the Parking Privilege page of the portal.\n\nSino Club',
  staffInviteSubject: 'Your Sino Club staff console account',
  staffInviteBody:
    "Dear {name},\n\nA Sino Club staff console account was made for you. Open this link to choose your password and set up your authenticator app:\n\n{link}\n\nThe link works once, within {hours} hours. If you did not expect this e-mail, do not open the link and tell the club's IT administrator.\n\nSino Club",
  staffAuthenticatorSubject: 'Set up your authenticator for the Sino Club staff console',
  staffAuthenticatorBody:
    "Dear {name},\n\nAn administrator reset the authenticator of your Sino Club staff console account: the codes of your old one no longer sign in. Open this link to set up your authenticator app again (you will be asked for your password):\n\n{link}\n\nThe link works once, within {hours} hours. If you did not ask for this, tell the club's IT administrator.\n\nSino Club",
} satisfies NamespaceMailTranslation

export default en_mail
