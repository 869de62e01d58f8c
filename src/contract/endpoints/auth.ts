import { lazySchemas, type Endpoint } from '../endpoint.ts'
import { ReturnCode } from '../return-codes.ts'

/** Logging in and out, the first login to the new portal, and the session check. */
export const authEndpoints = {
  login: {
    summary: 'Log in by country code, phone number and password; answers a session token.',
    method: 'POST',
    path: '/api/login',
    access: 'public',
    schemas: lazySchemas(['auth'], ({ auth }, { countryCodes }) => ({
      body: auth.loginSchema(countryCodes),
      answer: auth.loginAnswer,
      failures: {
        [ReturnCode.firstTimeLogin]: auth.firstTimeLoginData,
        [ReturnCode.emailNotVerified]: auth.emailNotVerifiedData,
        [ReturnCode.duplicatedMember]: auth.supportContactData,
        [ReturnCode.invalidMember]: auth.supportContactData,
      },
    })),
  },
  checkSession: {
    summary: 'Whether the session token is valid, and until when.',
    method: 'GET',
    path: '/api/checkSession',
    access: 'member',
    schemas: lazySchemas(['auth'], ({ auth }) => ({ answer: auth.sessionAnswer })),
  },
  logout: {
    summary: 'Ends the session of the token sent.',
    method: 'POST',
    path: '/api/logout',
    access: 'member',
    duringMaintenance: true,
    schemas: lazySchemas(['common'], ({ common }) => ({ answer: common.noData })),
  },
  firstTimeLogin: {
    summary: 'After a 609 login: sends the first-time verification code to the phone.',
    method: 'POST',
    path: '/api/firstTimeLogin',
    access: 'public',
    schemas: lazySchemas(['verification', 'common'], ({ verification, common }) => ({
      body: verification.firstTimeLoginRequest,
      answer: common.noData,
    })),
  },
} as const satisfies Record<string, Endpoint>
