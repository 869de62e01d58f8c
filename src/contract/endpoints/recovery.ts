import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** Setting a password with the key a verification gave. */
export const recoveryEndpoints = {
  setupPassword: {
    method: 'POST',
    path: '/api/setupPassword',
    access: 'public',
    schemas: async () => {
      const { verification, common } = await loadSchemas()
      return { body: verification.setupPasswordRequest, answer: common.noData }
    },
  },
} as const satisfies Record<string, Endpoint>
