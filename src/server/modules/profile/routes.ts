import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { ok } from '../../lib/envelope.ts'
import { memberOf } from '../../plugins/authenticate.ts'
import { getProfile } from './service.ts'

export default async function profileRoutes(app: FastifyInstance) {
  app.get(endpoints.getProfile.path, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return ok(await getProfile(app.ctx.db, memberOf(request).id))
  })
}
