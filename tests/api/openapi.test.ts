import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '#contract/endpoint'
import { endpoints } from '#contract/endpoints'
import { staffEndpoints } from '#contract/staff-endpoints'
import { jsonSchemaOf } from '#server/lib/json-schema.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'

describe('GET /api/openapi.json', () => {
  let test: TestApp
  let document: {
    openapi: string
    paths: Record<string, Record<string, { operationId: string; security?: unknown; parameters: { name: string; in: string }[] }>>
  }
  beforeAll(async () => {
    test = await startTestApp('pglite')
    document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  })
  afterAll(() => test.close())

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0')
  })

  it('describes every endpoint of both tables, with its method, path parameters and who may call it', () => {
    const all = { ...endpoints, ...staffEndpoints }
    for (const [name, endpoint] of Object.entries(all) as [string, Endpoint][]) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()]
      expect(operation, name).toMatchObject({ operationId: name })
      for (const [, parameter] of endpoint.path.matchAll(/:([A-Za-z]+)/g)) {
        expect(operation!.parameters).toContainEqual(expect.objectContaining({ name: parameter, in: 'path' }))
      }
      if (endpoint.access === 'member') expect(operation!.security).toEqual([{ session: [] }])
      if (endpoint.access === 'admin') expect(operation!.security).toEqual([{ staffSession: [] }])
    }
    const described = Object.values(document.paths).flatMap((methods) => Object.values(methods))
    const aliases = (Object.values(all) as Endpoint[]).flatMap((endpoint) => endpoint.aliases ?? [])
    expect(described).toHaveLength(Object.keys(all).length + aliases.length)
  })

  it("shows for every entry the very schemas its route enforces, the entry's strict ones, and nothing looser", async () => {
    const all = { ...endpoints, ...staffEndpoints }
    const json = (schema: unknown) =>
      schema ? jsonSchemaOf(schema as Parameters<typeof jsonSchemaOf>[0], 'draft-2020-12', 'in') : undefined
    for (const [name, endpoint] of Object.entries(all) as [string, Endpoint][]) {
      const enforcedSchemas = test.app.enforcedSchemas.get(endpoint)
      expect(enforcedSchemas, `${name} has a route`).toBeDefined()
      const enforced = await enforcedSchemas!()
      const strict = await endpoint.schemas(test.app.referenceData)
      expect(Boolean(endpoint.file), `${name} answers a file exactly when it says so`).toBe(!enforced.answer)
      for (const part of ['body', 'query', 'params'] as const) {
        expect(json(enforced[part]), `${name} ${part}`).toEqual(json(strict[part]))
      }
      const operation = document.paths[endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')]![endpoint.method.toLowerCase()] as {
        requestBody?: { content: { 'application/json'?: { schema: unknown } } }
      }
      expect(operation.requestBody?.content['application/json']?.schema, `${name} body`).toEqual(json(enforced.body))
    }
  })

  it('documents an alias as the same call under its other path, deprecated, and answers it', async () => {
    const canonical = document.paths['/api/updateUpgradeFormForDocument']!.post as unknown as Record<string, unknown>
    const alias = document.paths['/api/updateUpgradeFormForDoccment']!.post as unknown as Record<string, unknown>
    expect(alias).toMatchObject({ deprecated: true, requestBody: canonical.requestBody, responses: canonical.responses })
    const unauthenticated = await test.app.inject({ method: 'POST', url: '/api/updateUpgradeFormForDoccment', payload: {} })
    expect(unauthenticated.statusCode).toBe(401)
  })

  it('describes request and answer schemas (login: the phone number and the token)', () => {
    const login = document.paths['/api/login']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } }
      responses: Record<string, { content: { 'application/json': { schema: { oneOf: { properties: { data: unknown } }[] } } } }>
    }
    const body = login.requestBody.content['application/json'].schema
    expect(body.required).toEqual(expect.arrayContaining(['countryCode', 'phoneNumber', 'password']))
    const [success] = login.responses[200]!.content['application/json'].schema.oneOf
    expect(success!.properties.data).toMatchObject({ properties: { token: { type: 'string' }, id: { type: 'string' } } })
    expect(login.responses[400]).toBeDefined()
  })

  it('describes query parameters (getDropDownList takes a dropDownType)', () => {
    const list = document.paths['/api/getDropDownList']!.get!
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'dropDownType', in: 'query' }))
  })
})
