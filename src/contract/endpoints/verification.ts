import { loadSchemas, type Endpoint } from '../endpoint.ts'
import { ReturnCode } from '../return-codes.ts'

/** Proving a phone by a code and an e-mail address by a link. */
export const verificationEndpoints = {
  otpVerify: {
    method: 'POST',
    path: '/api/otpVerify',
    access: 'public',
    schemas: async () => {
      const { verification } = await loadSchemas()
      return { body: verification.otpVerifyRequest, answer: verification.otpVerifyAnswer }
    },
  },
  resendOtp: {
    method: 'POST',
    path: '/api/resendOtp',
    access: 'public',
    schemas: async () => {
      const { verification, auth } = await loadSchemas()
      return {
        body: verification.resendOtpRequest,
        answer: verification.resendOtpAnswer,
        failures: { [ReturnCode.duplicatedMember]: auth.supportContactData, [ReturnCode.invalidMember]: auth.supportContactData },
      }
    },
  },
  sendEmail: {
    method: 'POST',
    path: '/api/sendEmail',
    access: 'public',
    schemas: async () => {
      const { verification, common } = await loadSchemas()
      return { body: verification.sendEmailRequest, answer: common.noData }
    },
  },
  resendEmail: {
    method: 'POST',
    path: '/api/resendEmail',
    access: 'public',
    schemas: async () => {
      const { verification, common, auth } = await loadSchemas()
      return {
        body: verification.resendEmailRequest,
        answer: common.noData,
        failures: { [ReturnCode.invalidMember]: auth.supportContactData },
      }
    },
  },
  emailVerification: {
    method: 'GET',
    path: '/api/emailVerification',
    access: 'public',
    schemas: async () => {
      const { verification } = await loadSchemas()
      return { query: verification.emailVerificationQuery, answer: verification.emailVerificationAnswer }
    },
  },
} as const satisfies Record<string, Endpoint>
