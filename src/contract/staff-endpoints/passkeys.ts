import { lazySchemas, type Endpoint } from '../endpoint.ts'

/**
 * Staff passkeys, a phishing-resistant second factor: a staff member adds and removes their own,
 * signs in with one instead of the TOTP code, and an admin may require it of an account.
 */
export const staffPasskeyEndpoints = {
  staffPasskeys: {
    summary: "The signed-in staff member's passkeys: name, when added and when last used.",
    method: 'GET',
    path: '/api/staff/passkeys',
    access: 'staff',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({ answer: passkeys.passkeyList })),
  },
  staffPasskeyRegistrationOptions: {
    summary:
      'The options for creating a passkey (navigator.credentials.create), after the current password (throttled like sign-in). The challenge is good for 5 minutes, once.',
    method: 'POST',
    path: '/api/staff/passkeys/registrationOptions',
    access: 'staff',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({
      body: passkeys.passkeyRegistrationRequest,
      answer: passkeys.registrationOptions,
    })),
  },
  addStaffPasskey: {
    summary:
      "Keeps the passkey the browser created for the options' challenge, under the name given; the staff member is told by e-mail.",
    method: 'POST',
    path: '/api/staff/passkeys/add',
    access: 'staff',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({ body: passkeys.addPasskeyRequest, answer: passkeys.passkey })),
  },
  removeStaffPasskey: {
    summary:
      "Removes one of the staff member's passkeys (409 for the last one of an account that must sign in with a passkey); they are told by e-mail.",
    method: 'POST',
    path: '/api/staff/passkeys/remove',
    access: 'staff',
    schemas: lazySchemas(['passkeys', 'common'], ({ passkeys, common }) => ({
      body: passkeys.removePasskeyRequest,
      answer: common.noData,
    })),
  },
  staffPasskeyLoginOptions: {
    summary: 'The options for a staff sign-in with a passkey (navigator.credentials.get): a challenge good for 5 minutes, once.',
    method: 'POST',
    path: '/api/staff/passkeyLoginOptions',
    access: 'staff-sign-in',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({ answer: passkeys.authenticationOptions })),
  },
  staffPasskeyLogin: {
    summary:
      "Staff sign-in by e-mail, password and one of the account's passkeys instead of the TOTP code; sets the httpOnly staff session cookie.",
    method: 'POST',
    path: '/api/staff/passkeyLogin',
    access: 'staff-sign-in',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ body: staff.staffPasskeyLoginRequest, answer: staff.staffSession })),
  },
  staffAccountPasskeys: {
    summary: "Admins: an account's passkeys: name, when added and when last used.",
    method: 'GET',
    path: '/api/staff/accounts/:id/passkeys',
    access: 'admin',
    schemas: lazySchemas(['staff', 'passkeys'], ({ staff, passkeys }) => ({
      params: staff.idParams,
      answer: passkeys.passkeyList,
    })),
  },
  removeStaffAccountPasskey: {
    summary:
      "Admins: removes one of an account's passkeys (409 for the last one of an account that must sign in with a passkey); its person is told by e-mail.",
    method: 'POST',
    path: '/api/staff/accounts/:id/passkeys/remove',
    access: 'admin',
    schemas: lazySchemas(['staff', 'passkeys', 'common'], ({ staff, passkeys, common }) => ({
      params: staff.idParams,
      body: passkeys.removePasskeyRequest,
      answer: common.noData,
    })),
  },
  requireStaffPasskey: {
    summary:
      'Admins: an account signs in with a passkey only, no longer with a TOTP code (409 when it has no passkey yet); or with either again.',
    method: 'POST',
    path: '/api/staff/accounts/:id/requirePasskey',
    access: 'admin',
    schemas: lazySchemas(['staff', 'staffAdmin'], ({ staff, staffAdmin }) => ({
      params: staff.idParams,
      body: staffAdmin.requirePasskeyRequest,
      answer: staffAdmin.staffAccount,
    })),
  },
} as const satisfies Record<string, Endpoint>
