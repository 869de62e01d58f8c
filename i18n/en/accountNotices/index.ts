import type { NamespaceAccountNoticesTranslation } from '../../i18n-types'

const en_accountNotices = {
  passkeysEndedSubject: 'The passkeys of your Sino Club account were removed',
  passkeysEndedBody:
    "Dear {name},\n\nYour password was changed, or your account's sessions were ended, so these passkeys were removed from your Sino Club account and no longer log in:\n{passkeys}\n\nTo use a passkey again, log in with your mobile number and password and add one under My Profile → Update profile → Passkeys. If this was not you, tell us at {email}.\n\nSino Club",
  passkeyAddedSubject: 'A passkey was added to your Sino Club account',
  passkeyAddedBody:
    'Dear {name},\n\nA passkey named "{passkey}" was just added to your Sino Club account. It logs in without your mobile number and password.\n\nIf this was not you, remove it under My Profile → Update profile → Signed-in devices → Passkeys:\n{link}\nthen change your password and tell us at {email}.\n\nSino Club',
  passkeyRemovedSubject: 'A passkey was removed from your Sino Club account',
  passkeyRemovedBody:
    'Dear {name},\n\nThe passkey named "{passkey}" was just removed from your Sino Club account. It no longer logs in.\n\nIf this was not you, change your password and tell us at {email}.\n\nSino Club',
  otpSms: 'Sino Club: your verification code is {code}. It is valid for {minutes} minutes. Do not share it with anyone.',
  verifyAccountSubject: 'Verify your e-mail address for Sino Club',
  verifyAccountBody:
    'Dear {name},\n\nThank you for joining Sino Club. Please open this link within {hours} hours to verify your e-mail address and finish your registration:\n\n{link}\n\nIf you did not register, please ignore this e-mail.\n\nSino Club',
  setPasswordSubject: 'Set your Sino Club password',
  setPasswordBody:
    'Dear {name},\n\nPlease open this link within {hours} hours to verify your e-mail address and set the password of your Sino Club account:\n\n{link}\n\nIf you did not ask for this, please ignore this e-mail.\n\nSino Club',
  phoneChangedSms:
    'Sino Club: the mobile number of your account was changed to one ending {ending}. If this was not you, contact {email} at once.',
  phoneChangedSubject: 'The mobile number of your Sino Club account was changed',
  phoneChangedBody:
    'Dear {name},\n\nThe mobile number you log in with was just changed to one ending {ending}. Every other device has been logged out.\n\nIf this was not you, please tell us at {email} at once.\n\nSino Club',
  sessionsEndedSubject: 'Your Sino Club account was logged out everywhere',
  sessionsEndedBody:
    'Dear {name},\n\nThe club just logged your Sino Club account out of every device. Log in again with your mobile number and password.\n\nIf you did not ask for this, please change your password after logging in and tell us at {email}.\n\nSino Club',
  passwordChangedSubject: 'Your Sino Club password was changed',
  passwordChangedBody:
    'Dear {name},\n\nThe password of your Sino Club account was just set. Every other device has been logged out.\n\nIf this was not you, please reset your password with "Forgot password?" on the login page and tell us at {email}.\n\nSino Club',
} satisfies NamespaceAccountNoticesTranslation

export default en_accountNotices
