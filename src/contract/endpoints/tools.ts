import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** The outbox of development and tests, and the API document. */
export const toolEndpoints = {
  devOutbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'local',
    schemas: async () => {
      const { outbox } = await loadSchemas()
      return { query: outbox.outboxQuery, answer: outbox.outboxMessage.array() }
    },
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    schemas: async () => ({}),
  },
} as const satisfies Record<string, Endpoint>
