import { type } from 'arktype'
import { langs } from '../languages.ts'
import { otpCodeProblem } from '../rules/otp-code.ts'
import { emailProblem } from '../rules/personal-details.ts'
import { passwordProblem } from '../rules/password.ts'
import { emailLinkPages, emailLinkTypes, emailResendTypes, otpTypes, setupPasswordTypes } from '../verification.ts'
import { emailAddressInput, phoneNumberInput, referenceId } from './common.ts'
import { rejectProblems } from './problems.ts'

const language = type.enumerated(...langs)
const memberId = type('string.uuid')

/** otpVerify: the 6-digit code (named token, as in the spec) of a member's verification. */
export const otpVerifyRequest = type({
  token: 'string <= 32',
  memberId,
  language,
  type: type.enumerated(...otpTypes),
}).narrow((request, ctx) => rejectProblems(ctx, { token: otpCodeProblem(request.token) }))
export type OtpVerifyRequest = typeof otpVerifyRequest.infer

/** Answer of otpVerify type forgetPassword (return code 610): the key that lets setupPassword reset it. */
export const forgetPasswordAnswer = type({ forgetPasswordToken: 'string' })
export type ForgetPasswordAnswer = typeof forgetPasswordAnswer.infer

/**
 * Answer of otpVerify type firstTimeLogin: the key sendEmail and resendEmail(firstTimeLogin) need,
 * and the e-mail address on record (the number just proved is the member's), offered to confirm.
 */
export const firstTimeKeyAnswer = type({ firstTimeKey: 'string', emailAddress: 'string | null' })
export type FirstTimeKeyAnswer = typeof firstTimeKeyAnswer.infer

/** otpVerify answers nothing more for a registration, a key for the other two kinds of code. */
export const otpVerifyAnswer = type('null').or(forgetPasswordAnswer).or(firstTimeKeyAnswer)
export type OtpVerifyAnswer = typeof otpVerifyAnswer.infer

const firstTimeKey = 'string <= 128'

/** resendOtp: a member by id, or (forgot password) by country code and phone. */
export const resendOtpRequest = type({
  'memberId?': memberId,
  'phoneNumber?': phoneNumberInput,
  'countryCode?': referenceId,
  language,
  type: type.enumerated(...otpTypes),
}).narrow(
  (request, ctx) =>
    request.memberId !== undefined ||
    (request.phoneNumber !== undefined && request.countryCode !== undefined) ||
    ctx.reject({ message: 'registerError.mobile-required', relativePath: ['phoneNumber'] }),
)
export type ResendOtpRequest = typeof resendOtpRequest.infer

export const resendOtpAnswer = type({ memberId: 'string' })
export type ResendOtpAnswer = typeof resendOtpAnswer.infer

/** firstTimeLogin: after a 609, sends the first-time code to the member's phone. */
export const firstTimeLoginRequest = type({ type: "'firstTimeLogin'", language, memberId })
export type FirstTimeLoginRequest = typeof firstTimeLoginRequest.infer

/** sendEmail: the e-mail address a first-time member gives, after the phone is verified. */
export const sendEmailRequest = type({ memberId, firstTimeKey, emailAddress: emailAddressInput, 'language?': language }).narrow(
  (request, ctx) => rejectProblems(ctx, { emailAddress: emailProblem(request.emailAddress) }),
)
export type SendEmailRequest = typeof sendEmailRequest.infer

/** resendEmail: type firstTimeLogin needs the firstTimeKey of the verified first-time code. */
export const resendEmailRequest = type({
  memberId,
  language,
  type: type.enumerated(...emailResendTypes),
  'emailAddress?': emailAddressInput,
  'firstTimeKey?': firstTimeKey,
}).narrow(
  (request, ctx) =>
    request.type !== 'firstTimeLogin' ||
    request.firstTimeKey !== undefined ||
    ctx.reject({ message: 'common.invalid-input', relativePath: ['firstTimeKey'] }),
)
export type ResendEmailRequest = typeof resendEmailRequest.infer

/** emailVerification: the key of an e-mail link and the landing route it came by. */
export const emailVerificationQuery = type({
  emailAuthKey: 'string <= 128',
  'lang?': language,
  type: type.enumerated(...emailLinkTypes),
})
export type EmailVerificationQuery = typeof emailVerificationQuery.infer

export const emailVerificationAnswer = type({ page: type.enumerated(...emailLinkPages) })
export type EmailVerificationAnswer = typeof emailVerificationAnswer.infer

/** setupPassword: a new password with the key that allows it (authKey is the other reading of the name). */
export const setupPasswordRequest = type({
  password: 'string <= 256',
  'emailAuthKey?': 'string <= 128',
  'authKey?': 'string <= 128',
  type: type.enumerated(...setupPasswordTypes),
  language,
}).narrow((request, ctx) =>
  rejectProblems(ctx, {
    password: passwordProblem(request.password),
    emailAuthKey: request.emailAuthKey || request.authKey ? undefined : { key: 'common.invalid-input' },
  }),
)
export type SetupPasswordRequest = typeof setupPasswordRequest.infer

/** setupPassword's answer: the number the member logs in with, filled in on the login page next. */
export const setupPasswordAnswer = type({ countryCode: 'number', phone: 'string' }).or('null')
export type SetupPasswordAnswer = typeof setupPasswordAnswer.infer

/** uploadImage answers the new file's id; GET uploadedFile/:id serves it to its owner. */
export const uploadAnswer = type({ id: 'string' })
export type UploadAnswer = typeof uploadAnswer.infer
export const uploadedFileParams = type({ id: 'string.uuid' })
