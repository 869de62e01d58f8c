import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** Registration: the existing-account check, the referral code, and the two kinds of sign-up. */
export const registrationEndpoints = {
  checkAccountExisting: {
    method: 'GET',
    path: '/api/checkAccountExisting',
    access: 'public',
    schemas: async () => {
      const { registration } = await loadSchemas()
      return { query: registration.accountExistingQuery, answer: registration.accountExistingAnswer }
    },
  },
  getPMemberReferralCodeItemByCode: {
    method: 'GET',
    path: '/api/getPMemberReferralCodeItemByCode',
    access: 'public',
    schemas: async () => {
      const { registration } = await loadSchemas()
      return { query: registration.referralCodeQuery, answer: registration.referralCodeAnswer }
    },
  },
  register: {
    method: 'POST',
    path: '/api/register',
    access: 'public',
    schemas: async () => {
      const { registration } = await loadSchemas()
      return { body: registration.registrationRequest, answer: registration.registerAnswer }
    },
  },
  registerPMember: {
    method: 'POST',
    path: '/api/registerPMember',
    access: 'public',
    schemas: async () => {
      const { registration } = await loadSchemas()
      return { body: registration.pMemberRegistrationRequest, answer: registration.registerAnswer }
    },
  },
} as const satisfies Record<string, Endpoint>
