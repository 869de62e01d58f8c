import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Registration: the existing-account check, the referral code, and the two kinds of sign-up. */
export const registrationEndpoints = {
  checkAccountExisting: {
    summary: 'Whether an e-mail address, or a phone with its country code, already belongs to a member.',
    method: 'GET',
    path: '/api/checkAccountExisting',
    access: 'public',
    schemas: lazySchemas(['registration'], ({ registration }) => ({
      query: registration.accountExistingQuery,
      answer: registration.accountExistingAnswer,
    })),
  },
  getPMemberReferralCodeItemByCode: {
    summary: 'What a referral code of the privilege-member registration stands for (623: unknown or used).',
    method: 'GET',
    path: '/api/getPMemberReferralCodeItemByCode',
    access: 'public',
    schemas: lazySchemas(['registration'], ({ registration }) => ({
      query: registration.referralCodeQuery,
      answer: registration.referralCodeAnswer,
    })),
  },
  register: {
    summary: 'Ordinary registration; a code is sent to the phone next.',
    method: 'POST',
    path: '/api/register',
    access: 'public',
    schemas: lazySchemas(['registration'], ({ registration }, { countryCodes }) => ({
      body: registration.registrationSchema(countryCodes),
      answer: registration.registerAnswer,
    })),
  },
  registerPMember: {
    summary: 'Privilege-member registration with a referral code; a code is sent to the phone next.',
    method: 'POST',
    path: '/api/registerPMember',
    access: 'public',
    schemas: lazySchemas(['registration'], ({ registration }, { countryCodes }) => ({
      body: registration.pMemberRegistrationSchema(countryCodes),
      answer: registration.registerAnswer,
    })),
  },
} as const satisfies Record<string, Endpoint>
