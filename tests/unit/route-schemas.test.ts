import { type } from 'arktype'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Endpoint } from '#contract/endpoint'
import { enforcedSchemas, route } from '#server/http/route.ts'

describe("a route's schemas, built on its first call", () => {
  it('are tried again by the next call when building them failed, and the failure names the route', async () => {
    let builds = 0
    const endpoint = {
      summary: 'A call whose schema module could not be read the first time.',
      method: 'GET',
      path: '/api/flakySchemas',
      access: 'public',
      schemas: async () => {
        builds += 1
        if (builds === 1) throw new Error('module not readable')
        return { answer: type({ answered: 'boolean' }) }
      },
    } satisfies Endpoint
    const app = Fastify()
    const failures: unknown[] = []
    app.setErrorHandler(async (error, _request, reply) => {
      failures.push(error)
      return reply.code(500).send({ failed: true })
    })
    app.decorate('referenceData', { countryCodes: [], today: () => new Date() })
    await app.register(enforcedSchemas)
    await route(app, endpoint, {}, async () => ({ answered: true }))

    const first = await app.inject({ method: 'GET', url: '/api/flakySchemas' })
    expect(first.statusCode).toBe(500)
    expect((failures[0] as Error).message).toBe('the schemas of GET /api/flakySchemas could not be built')
    const second = await app.inject({ method: 'GET', url: '/api/flakySchemas' })
    expect(second.json()).toMatchObject({ success: true, data: { answered: true } })
    expect(builds).toBe(2)
    await app.close()
  })
})
