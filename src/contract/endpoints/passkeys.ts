import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** A member's passkeys: adding one (after the password), naming, listing and removing them. */
export const passkeyEndpoints = {
  passkeyRegistrationOptions: {
    summary:
      'The options for creating a passkey (navigator.credentials.create), after the current password (611 when wrong; guessed no more often than at login). The challenge is good for 5 minutes, once.',
    method: 'POST',
    path: '/api/passkeyRegistrationOptions',
    access: 'member',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({
      body: passkeys.passkeyRegistrationRequest,
      answer: passkeys.registrationOptions,
    })),
  },
  addPasskey: {
    summary:
      "Keeps the passkey the browser created for the options' challenge, under the name given; the member is told by e-mail.",
    method: 'POST',
    path: '/api/addPasskey',
    access: 'member',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({ body: passkeys.addPasskeyRequest, answer: passkeys.passkey })),
  },
  getPasskeys: {
    summary: "The member's passkeys: name, when added and when last used.",
    method: 'GET',
    path: '/api/getPasskeys',
    access: 'member',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({ answer: passkeys.passkeyList })),
  },
  renamePasskey: {
    summary: "Renames one of the member's passkeys.",
    method: 'POST',
    path: '/api/renamePasskey',
    access: 'member',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({ body: passkeys.renamePasskeyRequest, answer: passkeys.passkey })),
  },
  removePasskey: {
    summary:
      "Removes one of the member's passkeys, after the current password (611 when wrong; guessed no more often than at login): it no longer signs in. The member is told by e-mail.",
    method: 'POST',
    path: '/api/removePasskey',
    access: 'member',
    schemas: lazySchemas(['passkeys', 'common'], ({ passkeys, common }) => ({
      body: passkeys.removeMemberPasskeyRequest,
      answer: common.noData,
    })),
  },
} as const satisfies Record<string, Endpoint>
