import type { NamespaceRecoveryTranslation } from '../../i18n-types'

const en_recovery = {
  title: 'Forgot password',
  intro: 'Enter the mobile number of your account. We will send you a verification code by SMS.',
  submit: 'Send verification code',
  resetTitle: 'Reset password',
  firstTimeTitle: 'Set a new password',
  firstTimeNotice:
    'For your security, please set a new password: 8 to 16 characters with an uppercase letter, a lowercase letter, a digit and one of ! ? @ & $ % *.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  resetSuccessTitle: 'Password updated',
  resetSuccessBody: 'Your password has been changed. Please log in with your new password.',
  invalidNumber: 'Invalid Mobile Number',
} satisfies NamespaceRecoveryTranslation

export default en_recovery
