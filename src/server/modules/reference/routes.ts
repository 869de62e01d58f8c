import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { listDropDown } from '#server/db/reference-lists.ts'

export default async function referenceRoutes(app: FastifyInstance) {
  // Public, identical for everyone, and stale after 5 minutes on the client anyway.
  await route(app, endpoints.getDropDownList, { headers: { 'cache-control': 'public, max-age=300' } }, async ({ query }) =>
    listDropDown(app.ctx.db, query.dropDownType),
  )
}
