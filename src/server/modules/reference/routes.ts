import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { dropDownQuery } from '#contract/schemas/reference'
import type { ArkTypeProvider } from '../../lib/ark-validation.ts'
import { ok } from '../../lib/envelope.ts'
import { listDropDown } from './service.ts'

export default async function referenceRoutes(app: FastifyInstance) {
  app.withTypeProvider<ArkTypeProvider>().get(
    endpoints.getDropDownList.path,
    { schema: { querystring: dropDownQuery } },
    async (request, reply) => {
      // Public, identical for everyone, and stale after 5 minutes on the client anyway.
      reply.header('cache-control', 'public, max-age=300')
      return ok(await listDropDown(app.ctx.db, request.query.dropDownType))
    },
  )
}
