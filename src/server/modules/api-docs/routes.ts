import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { staffEndpoints } from '#contract/staff-endpoints'
import { route } from '#server/http/route.ts'
import { openApiDocument } from './openapi.ts'

/** GET /api/openapi.json: registered after every other route, and made once from the schemas they all enforce. */
export default async function apiDocsRoutes(app: FastifyInstance) {
  let document = ''
  await route(app, endpoints.openApi, {}, async ({ reply }) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document),
  )
  document = JSON.stringify(openApiDocument([endpoints, staffEndpoints], app.enforcedSchemas, app.ctx.config.publicUrl))
}
