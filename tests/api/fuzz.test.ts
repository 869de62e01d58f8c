import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint, ReferenceData } from '#contract/endpoint'
import { endpoints } from '#contract/endpoints'
import { jsonSchemaOf } from '#server/lib/json-schema.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

/** FUZZ_RUNS=10000 for a long run; the default keeps the suite to a few seconds. */
const runs = Number(process.env.FUZZ_RUNS ?? 2000)

const table: Endpoint[] = Object.values(endpoints)

/** The property names a schema part knows, so that bad values land in the fields the server reads. */
async function fieldsOf(endpoint: Endpoint, reference: ReferenceData) {
  const schemas = await endpoint.schemas(reference)
  const names = (part: unknown) => {
    if (!part) return []
    const json = jsonSchemaOf(part as Parameters<typeof jsonSchemaOf>[0], 'draft-2020-12', 'in') as {
      properties?: Record<string, unknown>
      anyOf?: { properties?: Record<string, unknown> }[]
    }
    const all = [json, ...(json.anyOf ?? [])].flatMap((s) => Object.keys(s.properties ?? {}))
    return [...new Set(all)]
  }
  return { body: names(schemas.body), query: names(schemas.query), hasAnswer: Boolean(schemas.answer) }
}

const nested = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth)

/** A JSON text of a value no schema expects, often the kind that breaks servers. */
const badScalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uFFFF', '\u202E', '𝕏'.repeat(300), '', ' ', '%00', '../../etc/passwd'),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, -(2 ** 31) - 1, 1e308, -1, 0, 1.5, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom('2147483648', '9999999999999999999999', '-1', '1e400', '0x10', ' 1 '),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(30_000)),
)
const badJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: badScalar.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 5 }).map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 10, max: 30_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}']))
      .map(([depth, [open, close]]) => nested(depth, open!, close!)),
  },
  { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{}') },
)

/** A JSON object body over the endpoint's fields (and a few it does not know), sometimes broken. */
const jsonBody = (fields: string[]) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...fields, '__proto__', 'constructor', 'prototype', 'x\u0000y', 'extra'), badJson), {
        maxLength: 8,
      }),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant('whole' as const) },
        { weight: 1, arbitrary: fc.constant('truncated' as const) },
        { weight: 1, arbitrary: fc.constant('scalar' as const) },
      ),
      fc.integer({ min: 0, max: 100 }),
    )
    .map(([pairs, shape, cut]) => {
      const text = `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`
      if (shape === 'truncated') return text.slice(0, Math.floor((text.length * cut) / 100))
      if (shape === 'scalar') return pairs[0]?.[1] ?? 'null'
      return text
    })

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    '%00',
    'a%00b',
    '%',
    '%zz',
    '%C0%AF',
    '%FF',
    '2147483648',
    '99999999999999999999',
    '-1',
    '1.5',
    '',
    'x'.repeat(3000),
  ),
)
const queryString = (fields: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...fields, '__proto__', 'constructor', 'x'), queryValue), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

const CRLF = '\r\n'
/** Multipart bodies and content types, well formed or not. */
const multipart = (field: string) =>
  fc
    .record({
      boundary: fc.oneof(
        fc.constant('fuzzboundary'),
        fc.constant(''),
        fc.constant(null),
        fc.constant('b'.repeat(300)),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[\r\n"]/.test(s)),
      ),
      field: fc.constantFrom(field, 'other', '', '__proto__'),
      filename: fc.oneof(
        fc.constantFrom('photo.jpg', 'a\u0000b.jpg', '', '../../x.png', 'x'.repeat(2000)),
        fc.string({ unit: 'grapheme', maxLength: 20 }).filter((s) => !/["\r\n]/.test(s)),
      ),
      content: fc.oneof(
        fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])),
        fc.constant(Buffer.from('\x89PNG\r\n\x1a\n')),
        fc.constant(Buffer.from('%PDF-1.4\n')),
        fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
      ),
      cut: fc.oneof({ weight: 3, arbitrary: fc.constant(100) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 99 }) }),
      closed: fc.boolean(),
    })
    .map(({ boundary, field: name, filename, content, cut, closed }) => {
      const b = boundary ?? 'fuzzboundary'
      const body = Buffer.concat([
        Buffer.from(
          `--${b}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}` +
            `Content-Type: image/jpeg${CRLF}${CRLF}`,
        ),
        content,
        Buffer.from(closed ? `${CRLF}--${b}--${CRLF}` : ''),
      ])
      const contentType = boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`
      return { contentType, payload: body.subarray(0, Math.floor((body.length * cut) / 100)) }
    })

const octet = fc.integer({ min: 1, max: 254 })
const remoteAddress = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'))

describe.each(databasesFor('pglite'))('fuzzing every endpoint (%s)', (kind) => {
  let test: TestApp
  let token: string
  beforeAll(async () => {
    test = await startTestApp(kind)
    token = await loginAs(test, await addMember(test))
  })
  afterAll(() => test.close())

  it(
    `answers ${runs} bad requests without a 5xx, always in the envelope`,
    async () => {
      const shapes = await Promise.all(
        table.map(async (endpoint) => ({ endpoint, ...(await fieldsOf(endpoint, test.app.referenceData)) })),
      )
      const request = fc.oneof(
        ...shapes.map(({ endpoint, body, query }) => {
          const path = endpoint.path.replace(
            ':id',
            '${id}', // filled below with a fuzzed id
          )
          return fc
            .record({
              query: queryString(query),
              id: fc.oneof(queryValue, fc.constantFrom('1', '2147483648', '99999999999999999999999')),
              payload: endpoint.upload
                ? multipart(endpoint.upload.field).map((m) => ({ kind: 'multipart' as const, ...m }))
                : fc.oneof(
                    { weight: 8, arbitrary: jsonBody(body).map((payload) => ({ kind: 'json' as const, payload })) },
                    {
                      weight: 1,
                      arbitrary: fc
                        .constantFrom(
                          'text/plain',
                          'application/x-www-form-urlencoded',
                          'application/json; charset=utf-16',
                          'multipart/form-data',
                        )
                        .map((contentType) => ({ kind: 'other' as const, contentType, payload: 'a=1' })),
                    },
                  ),
              auth: fc.constantFrom('member', 'none', 'garbage'),
              idempotencyKey: fc.option(
                fc.oneof(
                  fc.uuid(),
                  fc.string({ maxLength: 300 }).filter((s) => !/[\r\n]/.test(s)),
                ),
              ),
              remoteAddress,
            })
            .map((r): { endpoint: Endpoint; inject: InjectOptions } => {
              const url = `${path.replace('${id}', r.id)}${r.query ? `?${r.query}` : ''}`
              const headers: Record<string, string> = {}
              // Logging out with the shared session would end it for the remaining cases.
              if (r.auth === 'member' && endpoint !== endpoints.logout) Object.assign(headers, bearer(token))
              if (r.auth === 'garbage') headers.authorization = 'Bearer \u00ff\u0000garbage'
              if (r.idempotencyKey !== null) headers['idempotency-key'] = r.idempotencyKey
              const inject: InjectOptions = { method: endpoint.method, url, headers, remoteAddress: r.remoteAddress }
              if (endpoint.method === 'POST') {
                if (r.payload.kind === 'multipart') {
                  headers['content-type'] = r.payload.contentType
                  inject.payload = r.payload.payload
                } else if (r.payload.kind === 'json') {
                  headers['content-type'] = 'application/json'
                  inject.payload = r.payload.payload
                } else {
                  headers['content-type'] = r.payload.contentType
                  inject.payload = r.payload.payload
                }
              }
              return { endpoint, inject }
            })
        }),
      )

      const failures: string[] = []
      let served = 0
      await fc.assert(
        fc.asyncProperty(request, async ({ endpoint, inject }) => {
          served++
          const response = await test.app.inject(inject)
          const hasAnswer = shapes.find((s) => s.endpoint === endpoint)!.hasAnswer
          // Serving a file (or the API document) is the one success that is not the envelope.
          if (response.statusCode === 200 && !hasAnswer) return
          let body: unknown
          try {
            body = response.json()
          } catch {
            body = undefined
          }
          const envelope = body as Record<string, unknown> | undefined
          const ok =
            response.statusCode < 500 &&
            typeof envelope === 'object' &&
            envelope !== null &&
            typeof envelope.success === 'boolean' &&
            typeof envelope.returnCode === 'number' &&
            typeof envelope.msg === 'string' &&
            'data' in envelope
          // Every bad answer is listed rather than the first shrunk, to see all causes in one run.
          if (!ok)
            failures.push(
              `${response.statusCode} ${inject.method} ${String(inject.url).slice(0, 120)} → ${response.body.slice(0, 160)}`,
            )
        }),
        { numRuns: runs },
      )
      expect(served).toBeGreaterThanOrEqual(runs)
      expect(failures).toEqual([])

      const health = await test.app.inject({ url: '/api/getDropDownList?dropDownType=SALUTATION' })
      expect(health.statusCode).toBe(200)
    },
    60_000 + runs * 60,
  )
})
