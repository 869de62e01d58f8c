import { useMutation } from '@tanstack/react-query'
import { verificationEndpoints } from '#contract/endpoints/verification'
import type {
  EmailVerificationQuery,
  OtpVerifyRequest,
  ResendEmailRequest,
  ResendOtpRequest,
  SendEmailRequest,
} from '#contract/schemas/verification'
import { call } from '#client/api/http-client.ts'

/** The key a verified code hands on, by the code's type. */
export interface VerifiedCodeKeys {
  /** forgetPassword (answered with 610): the key that lets setupPassword reset the password. */
  forgetPasswordToken?: string
  /** firstTimeLogin: the key that lets an e-mail be sent. */
  firstTimeKey?: string
  /** firstTimeLogin: the e-mail address on record, offered in the e-mail step. */
  emailAddress?: string | null
}

export const useOtpVerify = () =>
  useMutation({
    mutationFn: async (body: OtpVerifyRequest): Promise<VerifiedCodeKeys> =>
      (await call(verificationEndpoints.otpVerify, { body })) ?? {},
  })

export const useResendOtp = () =>
  useMutation({ mutationFn: (body: ResendOtpRequest) => call(verificationEndpoints.resendOtp, { body }) })

export const useSendEmail = () =>
  useMutation({ mutationFn: (body: SendEmailRequest) => call(verificationEndpoints.sendEmail, { body }) })

export const useResendEmail = () =>
  useMutation({ mutationFn: (body: ResendEmailRequest) => call(verificationEndpoints.resendEmail, { body }) })

export const verifyEmailLink = (query: EmailVerificationQuery) => call(verificationEndpoints.emailVerification, { query })
