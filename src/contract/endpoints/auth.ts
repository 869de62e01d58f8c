import { loadSchemas, type Endpoint } from '../endpoint.ts'
import { ReturnCode } from '../return-codes.ts'

/** Logging in and out, the first login to the new portal, and the session check. */
export const authEndpoints = {
  login: {
    method: 'POST',
    path: '/api/login',
    access: 'public',
    schemas: async () => {
      const { auth } = await loadSchemas()
      return {
        body: auth.loginRequest,
        answer: auth.loginAnswer,
        failures: {
          [ReturnCode.firstTimeLogin]: auth.firstTimeLoginData,
          [ReturnCode.emailNotVerified]: auth.emailNotVerifiedData,
          [ReturnCode.duplicatedMember]: auth.supportContactData,
          [ReturnCode.invalidMember]: auth.supportContactData,
        },
      }
    },
  },
  checkSession: {
    method: 'GET',
    path: '/api/checkSession',
    access: 'member',
    schemas: async () => {
      const { auth } = await loadSchemas()
      return { answer: auth.sessionAnswer }
    },
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    access: 'member',
    schemas: async () => {
      const { common } = await loadSchemas()
      return { answer: common.noData }
    },
  },
  firstTimeLogin: {
    method: 'POST',
    path: '/api/firstTimeLogin',
    access: 'public',
    schemas: async () => {
      const { verification, common } = await loadSchemas()
      return { body: verification.firstTimeLoginRequest, answer: common.noData }
    },
  },
} as const satisfies Record<string, Endpoint>
