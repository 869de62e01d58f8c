import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/http/route.ts'
import { readiness } from './readiness.ts'

/** Probes answer fresh every time: a cached "ready" would hide a node that stopped being ready. */
const fresh = { headers: { 'cache-control': 'no-store' } }

export default async function healthRoutes(app: FastifyInstance) {
  await route(app, endpoints.healthz, fresh, async () => ({ status: 'alive' as const }))
  await route(app, endpoints.readyz, fresh, async () => {
    const checks = await readiness(app)
    if (Object.values(checks).some((check) => check !== 'ok')) {
      throw new ApiError(ReturnCode.serviceUnavailable, { key: 'server.busy' }, { httpStatus: 503, data: checks })
    }
    return checks
  })
}
