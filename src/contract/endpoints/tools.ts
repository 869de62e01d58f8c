import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The outbox of development and tests, and the API document. */
export const toolEndpoints = {
  devOutbox: {
    summary: 'Development: the newest SMS and e-mails the outbox driver kept instead of sending.',
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'local',
    schemas: lazySchemas(['outbox'], ({ outbox }) => ({ query: outbox.outboxQuery, answer: outbox.outboxMessage.array() })),
  },
  openApi: {
    summary: 'This API described as OpenAPI 3.1.',
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    file: ['application/json'],
    schemas: lazySchemas([], () => ({})),
  },
} as const satisfies Record<string, Endpoint>
