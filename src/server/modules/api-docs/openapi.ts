import type { Endpoint, EndpointSchemas } from '#contract/endpoint'
import { jsonSchemaOf } from '#server/lib/json-schema.ts'
import { staffCookieName } from '../staff/index.ts'

type JsonObject = Record<string, unknown>

const envelope = (data: JsonObject, returnCode: JsonObject = { type: 'integer' }, success: boolean | undefined = undefined) => ({
  type: 'object',
  properties: {
    success: success === undefined ? { type: 'boolean' } : { const: success },
    returnCode,
    msg: { type: 'string', description: 'A message for the member, in the language asked for by Accept-Language.' },
    data,
  },
  required: ['success', 'returnCode', 'msg', 'data'],
})

const json = (schema: JsonObject, description: string) => ({ description, content: { 'application/json': { schema } } })

const badRequest = json(
  envelope({
    type: 'object',
    properties: {
      errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            field: { type: 'string' },
            code: { type: 'string', description: 'The message key of the problem.' },
            message: { type: 'string' },
          },
          required: ['field', 'code', 'message'],
        },
      },
    },
    required: ['errors'],
  }),
  'Bad input: each field in error with its message key and translated message (return code 400).',
)
const anyFailure = (description: string) => json(envelope({}, { type: 'integer' }, false), description)

/** Parameters of the query or the path, from the properties of their schema. */
function parametersOf(schema: JsonObject | undefined, where: 'query' | 'path'): JsonObject[] {
  if (!schema) return []
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }))
}

const staffAccess = new Set<Endpoint['access']>(['staff-sign-in', 'staff', 'admin'])

function operationOf(name: string, endpoint: Endpoint, schemas: EndpointSchemas): JsonObject {
  const of = (schema: Parameters<typeof jsonSchemaOf>[0] | undefined, side: 'in' | 'out') =>
    schema ? (jsonSchemaOf(schema, 'draft-2020-12', side) as JsonObject) : undefined
  const failures = Object.entries(schemas.failures ?? {}).map(([code, schema]) =>
    envelope(of(schema, 'out') ?? {}, { const: Number(code) }, false),
  )
  const answer = of(schemas.answer, 'out')
  const ok = answer
    ? json(
        failures.length > 0 ? { oneOf: [envelope(answer, { type: 'integer' }, true), ...failures] } : envelope(answer),
        failures.length > 0
          ? `The answer; a failure with one of the return codes ${Object.keys(schemas.failures ?? {}).join(', ')} carries the data shown.`
          : 'The answer in the envelope; an expected failure has success false and its return code.',
      )
    : {
        description: 'The file itself.',
        content: Object.fromEntries(
          (endpoint.file ?? ['application/octet-stream']).map((mediaType) => [
            mediaType,
            { schema: { type: 'string', contentEncoding: 'binary' } },
          ]),
        ),
      }
  const body = schemas.body
    ? { required: true, content: { 'application/json': { schema: of(schemas.body, 'in') } } }
    : endpoint.upload
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { [endpoint.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
                required: [endpoint.upload.field],
              },
            },
          },
        }
      : undefined
  const responses: JsonObject = {
    200: ok,
    400: badRequest,
    429: anyFailure('Too many requests: Retry-After says when to try again.'),
  }
  if (endpoint.access === 'member' || endpoint.access === 'guest-or-member') {
    responses[401] = anyFailure('No valid session (return code 601 when it has expired).')
  }
  if (endpoint.access === 'local') responses[404] = anyFailure('Answered only to requests from the machine itself.')
  if (endpoint.access === 'staff' || endpoint.access === 'admin') {
    responses[401] = anyFailure('No valid staff session (signed out, idle 30 minutes, or 12 hours old).')
  }
  if (staffAccess.has(endpoint.access)) {
    responses[403] = anyFailure(
      endpoint.access === 'admin' ? 'A reviewer calling an admin call, or a cross-site request.' : 'A cross-site request.',
    )
  }
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(endpoint.access === 'member' ? { security: [{ session: [] }] } : {}),
    ...(endpoint.access === 'staff' || endpoint.access === 'admin' ? { security: [{ staffSession: [] }] } : {}),
    ...(endpoint.access === 'guest-or-member' || endpoint.access === 'public-as-member'
      ? { security: [{}, { session: [] }] }
      : {}),
    parameters: [
      ...parametersOf(of(schemas.query, 'in'), 'query'),
      ...parametersOf(of(schemas.params, 'in'), 'path'),
      ...(endpoint.idempotent
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'A UUID made once per create: a retry with it answers the first result again.',
              schema: { type: 'string', format: 'uuid' },
            },
          ]
        : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  }
}

/**
 * The API described as OpenAPI 3.1: the entries of the endpoint tables (the members' and the
 * staff console's) that this server has routes for, with the schemas those routes enforce. An
 * alias is the same operation under another path, marked deprecated.
 */
export function openApiDocument(
  tables: readonly Record<string, Endpoint>[],
  enforced: ReadonlyMap<Endpoint, EndpointSchemas>,
  serverUrl: string,
): JsonObject {
  const paths: Record<string, JsonObject> = {}
  for (const table of tables) {
    for (const [name, endpoint] of Object.entries(table)) {
      const schemas = enforced.get(endpoint)
      if (!schemas) continue
      const operation = operationOf(name, endpoint, schemas)
      const method = endpoint.method.toLowerCase()
      for (const [index, path] of [endpoint.path, ...(endpoint.aliases ?? [])].entries()) {
        const documented = path.replace(/:([A-Za-z]+)/g, '{$1}')
        const aliased = index === 0 ? operation : { ...operation, operationId: `${name}Alias${index}`, deprecated: true }
        paths[documented] = { ...paths[documented], [method]: aliased }
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sino Club member portal API',
      version: '1',
      description:
        'Every answer is the envelope { success, returnCode, msg, data }. Expected outcomes (return codes 6xx, 8xx) travel with HTTP 200 and success false; bad input is HTTP 400.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'The token login answers.' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: staffCookieName,
          description: 'The httpOnly cookie staff sign-in sets (SameSite=Strict, path /api/staff).',
        },
      },
    },
    paths,
  }
}
