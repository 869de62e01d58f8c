import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '#contract/endpoints'
import { staffEndpoints } from '#contract/staff-endpoints'
import { startTestApp, type TestApp } from './support/test-app.ts'

/** Every call that needs a member or staff session, with its path parameters filled in. */
const guarded = [...Object.values(endpoints), ...Object.values(staffEndpoints)]
  .filter((endpoint) => endpoint.access === 'member' || endpoint.access === 'staff' || endpoint.access === 'admin')
  .map((endpoint) => ({ ...endpoint, url: endpoint.path.replace(/:[a-zA-Z]+/g, 'x') }))

/**
 * Who calls is settled before what they sent is read: without a session, every guarded call
 * answers 401, whatever its body, and never tells a stranger which fields it expects.
 */
describe('a guarded call without a session', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp('pglite')
  })
  afterAll(() => test.close())

  it.each(guarded.map((endpoint) => [endpoint.method, endpoint.url, endpoint] as const))(
    '%s %s answers 401 before reading its input',
    async (method, url) => {
      const answer = await test.app.inject({
        method,
        url: `${url}?unexpected=%ff`,
        ...(method === 'POST' ? { payload: { unexpected: 'abc<script>', mobilePhone: 42 } } : {}),
      })
      expect(answer.statusCode).toBe(401)
      expect(JSON.stringify(answer.json().data ?? null)).not.toMatch(/errors/)
    },
  )

  /** A body nested past what the input guard takes, and a NUL character in the query. */
  const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) })

  it.each(guarded.map((endpoint) => [endpoint.method, endpoint.url, endpoint] as const))(
    '%s %s answers 401 before the input guard',
    async (method, url) => {
      const answer = await test.app.inject({
        method,
        url: `${url}?q=%00`,
        ...(method === 'POST' ? { payload: { deep: nested(100) } } : {}),
      })
      expect(answer.statusCode).toBe(401)
    },
  )
})
