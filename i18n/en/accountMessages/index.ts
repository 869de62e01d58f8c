import type { NamespaceAccountMessagesTranslation } from '../../i18n-types'

const en_accountMessages = {
  resendSuccess: 'Resend Success',
  resendWait: 'Please wait {seconds} seconds before asking for a new code.',
  tooManyCodes: 'Too many verification codes were requested. Please try again in {minutes} minutes.',
  tooManyRequests: 'Too many requests. Please try again in {minutes} minutes.',
  proveEffort: 'Many tries from this network have failed, so your device is doing a moment of work before sending…',
  emailWait: 'Please wait {seconds} seconds before asking for another e-mail.',
  tooManyEmails: 'Too many e-mails were requested. Please try again in {minutes} minutes.',
  invalidMobile: 'Invalid Mobile Number',
  mobileNotRegistered: 'This mobile number is not registered',
  memberNotFound: 'The account could not be found. Please start again.',
  nothingToVerify: 'There is nothing to verify for this account. Please log in.',
  phoneNotVerified: 'Please verify your mobile number first.',
  linkInvalid: 'The verification link is incorrect or has expired.',
} satisfies NamespaceAccountMessagesTranslation

export default en_accountMessages
