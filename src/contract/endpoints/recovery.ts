import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Setting a password with the key a verification gave. */
export const recoveryEndpoints = {
  setupPassword: {
    summary: 'Sets a password with the key of a verified e-mail link or forgot-password code.',
    method: 'POST',
    path: '/api/setupPassword',
    access: 'public',
    schemas: lazySchemas(({ verification, common }) => ({ body: verification.setupPasswordRequest, answer: common.noData })),
  },
} as const satisfies Record<string, Endpoint>
