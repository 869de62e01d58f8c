import type { NamespaceMailTranslation } from '../../i18n-types'

const en_mail = {
  loginLockedSubject: 'Unsuccessful logins to your Sino Club account',
  loginLockedBody:
    'Dear {name},\n\nThere were {count} unsuccessful attempts to log in to your Sino Club account. To protect your account, logging in is paused for a while.\n\nIf this was not you, please reset your password with "Forgot password?" on the login page and tell us at {email}.\n\nSino Club',
} satisfies NamespaceMailTranslation

export default en_mail
