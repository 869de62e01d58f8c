import type { NamespaceVerificationTranslation } from '../../i18n-types'

const en_verification = {
  phoneTitle: 'Verify your mobile number',
  phoneTitleForget: 'Reset your password',
  phoneIntro: 'We have sent a 6-digit verification code by SMS to {phone}.',
  code: 'Verification code',
  verify: 'Verify',
  resend: 'Resend code',
  resendIn: 'Resend in {seconds}s',
  resent: 'Resend Success',
  back: 'Back',
  emailTitle: 'Verify your e-mail address',
  emailIntro: 'We have sent a verification link to {email}. Open the link in the e-mail to continue.',
  junkHint: 'Cannot find the e-mail? Please check your junk mail folder.',
  resendEmail: 'Resend e-mail',
  enterEmailTitle: 'Add your e-mail address',
  enterEmailIntro: 'Your mobile number is verified. Enter the e-mail address where we should send your verification link.',
  email: 'E-mail address',
  sendEmail: 'Send verification e-mail',
  checking: 'Checking your link…',
  registerSuccessTitle: 'Registration complete',
  registerSuccessBody: 'Your e-mail address is verified. You can now log in with your mobile number and password.',
  setupSuccessTitle: 'Password set',
  setupSuccessBody: 'Your account is ready. You can now log in with your mobile number and new password.',
  verifySuccessTitle: 'E-mail verified',
  verifySuccessBody: 'Your e-mail address is verified. You can now log in.',
  toLogin: 'Go to login',
  expiredTitle: 'This link cannot be used',
  expiredBody: 'The verification link is incomplete, has been used already or has expired.',
  expiredHelp:
    'For a new link, log in with your mobile number and password: if your e-mail address is not verified yet, you can have the link sent again. Or set a new password with Forgot password.',
  setPasswordTitle: 'Set your password',
  setPasswordIntro: 'Your e-mail address is verified. Choose a password to finish your registration.',
  save: 'Save password',
} satisfies NamespaceVerificationTranslation

export default en_verification
