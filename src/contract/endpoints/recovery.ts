import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Setting a password with the key a verification gave. */
export const recoveryEndpoints = {
  setupPassword: {
    summary:
      'Sets a password with the key of a verified e-mail link or forgot-password code; answers the country code and number the member logs in with.',
    method: 'POST',
    path: '/api/setupPassword',
    access: 'public',
    schemas: lazySchemas(['verification'], ({ verification }) => ({
      body: verification.setupPasswordRequest,
      answer: verification.setupPasswordAnswer,
    })),
  },
} as const satisfies Record<string, Endpoint>
