import { lazySchemas, type Endpoint } from '../endpoint.ts'
import { ReturnCode } from '../return-codes.ts'

/** Signing in with a member's passkey instead of phone and password: a table of its own, as the login page carries it. */
export const passkeySignInEndpoints = {
  passkeyLoginOptions: {
    summary:
      'The options for signing in with a passkey (navigator.credentials.get, discoverable credentials): a challenge good for 5 minutes, once.',
    method: 'POST',
    path: '/api/passkeyLoginOptions',
    access: 'public',
    schemas: lazySchemas(['passkeys'], ({ passkeys }) => ({ answer: passkeys.authenticationOptions })),
  },
  passkeyLogin: {
    summary:
      "Signs in with a member's passkey (the browser's answer to the sign-in options) instead of phone and password; answers a session token as login does. A refused answer counts as a failed login of the client address.",
    method: 'POST',
    path: '/api/passkeyLogin',
    access: 'public',
    schemas: lazySchemas(['passkeys', 'auth'], ({ passkeys, auth }) => ({
      body: passkeys.passkeyLoginRequest,
      answer: auth.loginAnswer,
      failures: {
        [ReturnCode.duplicatedMember]: auth.supportContactData,
        [ReturnCode.invalidMember]: auth.supportContactData,
      },
    })),
  },
} as const satisfies Record<string, Endpoint>
