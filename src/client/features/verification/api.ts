import { useMutation } from '@tanstack/react-query'
import { endpoints } from '#contract/endpoints'
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
}

export const useOtpVerify = () =>
  useMutation({
    mutationFn: async (body: OtpVerifyRequest): Promise<VerifiedCodeKeys> => (await call(endpoints.otpVerify, { body })) ?? {},
  })

export const useResendOtp = () => useMutation({ mutationFn: (body: ResendOtpRequest) => call(endpoints.resendOtp, { body }) })

export const useSendEmail = () => useMutation({ mutationFn: (body: SendEmailRequest) => call(endpoints.sendEmail, { body }) })

export const useResendEmail = () =>
  useMutation({ mutationFn: (body: ResendEmailRequest) => call(endpoints.resendEmail, { body }) })

export const verifyEmailLink = (query: EmailVerificationQuery) => call(endpoints.emailVerification, { query })
