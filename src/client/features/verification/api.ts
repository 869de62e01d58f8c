import { useMutation } from '@tanstack/react-query'
import { endpoints } from '#contract/endpoints'
import type {
  EmailVerificationAnswer,
  EmailVerificationQuery,
  FirstTimeKeyAnswer,
  ForgetPasswordAnswer,
  OtpVerifyRequest,
  ResendEmailRequest,
  ResendOtpAnswer,
  ResendOtpRequest,
  SendEmailRequest,
} from '#contract/schemas/verification'
import { request } from '../../api/http-client.ts'

/** type forgetPassword answers 610 with the reset key, firstTimeLogin the key that lets an e-mail be sent. */
export const useOtpVerify = () =>
  useMutation({
    mutationFn: (body: OtpVerifyRequest) =>
      request<Partial<ForgetPasswordAnswer & FirstTimeKeyAnswer> | null>(endpoints.otpVerify, { body }),
  })

export const useResendOtp = () =>
  useMutation({ mutationFn: (body: ResendOtpRequest) => request<ResendOtpAnswer>(endpoints.resendOtp, { body }) })

export const useSendEmail = () => useMutation({ mutationFn: (body: SendEmailRequest) => request(endpoints.sendEmail, { body }) })

export const useResendEmail = () => useMutation({ mutationFn: (body: ResendEmailRequest) => request(endpoints.resendEmail, { body }) })

export const verifyEmailLink = (query: EmailVerificationQuery) =>
  request<EmailVerificationAnswer>(endpoints.emailVerification, { query: { ...query } })
