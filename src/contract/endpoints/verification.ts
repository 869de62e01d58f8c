import { lazySchemas, type Endpoint } from '../endpoint.ts'
import { ReturnCode } from '../return-codes.ts'

/** Proving a phone by a code and an e-mail address by a link. */
export const verificationEndpoints = {
  otpVerify: {
    summary: 'Checks a one-time SMS code; forgetPassword answers 610 with the reset key.',
    method: 'POST',
    path: '/api/otpVerify',
    access: 'public',
    schemas: lazySchemas(['verification'], ({ verification }) => ({
      body: verification.otpVerifyRequest,
      answer: verification.otpVerifyAnswer,
    })),
  },
  resendOtp: {
    summary: 'Sends a new one-time code: to a member by id, or (forgot password) to a phone.',
    method: 'POST',
    path: '/api/resendOtp',
    access: 'public',
    schemas: lazySchemas(['verification', 'auth'], ({ verification, auth }) => ({
      body: verification.resendOtpRequest,
      answer: verification.resendOtpAnswer,
      failures: { [ReturnCode.duplicatedMember]: auth.supportContactData, [ReturnCode.invalidMember]: auth.supportContactData },
    })),
  },
  sendEmail: {
    summary: 'First-time login: sends the e-mail link to the address the member gives.',
    method: 'POST',
    path: '/api/sendEmail',
    access: 'public',
    schemas: lazySchemas(['verification', 'common'], ({ verification, common }) => ({
      body: verification.sendEmailRequest,
      answer: common.noData,
    })),
  },
  resendEmail: {
    summary: 'Sends the e-mail link again.',
    method: 'POST',
    path: '/api/resendEmail',
    access: 'public',
    schemas: lazySchemas(['verification', 'common', 'auth'], ({ verification, common, auth }) => ({
      body: verification.resendEmailRequest,
      answer: common.noData,
      failures: { [ReturnCode.invalidMember]: auth.supportContactData },
    })),
  },
  emailVerification: {
    summary: 'Opens an e-mail link; answers the page the flow continues on.',
    method: 'GET',
    path: '/api/emailVerification',
    access: 'public',
    schemas: lazySchemas(['verification'], ({ verification }) => ({
      query: verification.emailVerificationQuery,
      answer: verification.emailVerificationAnswer,
    })),
  },
} as const satisfies Record<string, Endpoint>
