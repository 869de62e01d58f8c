import type { FastifyInstance } from 'fastify'
import { endpointSummaries } from '#contract/endpoint-summaries'
import { endpoints } from '#contract/endpoints'
import { staffEndpointSummaries } from '#contract/staff-endpoint-summaries'
import { staffEndpoints } from '#contract/staff-endpoints'
import { route } from '#server/lib/route.ts'
import { openApiDocument } from './openapi.ts'

/** GET /api/openapi.json: made once at start-up from the endpoint tables. */
export default async function apiDocsRoutes(app: FastifyInstance) {
  const document = JSON.stringify(
    await openApiDocument(
      [
        { table: endpoints, summaries: endpointSummaries },
        { table: staffEndpoints, summaries: staffEndpointSummaries },
      ],
      app.ctx.config.publicUrl,
    ),
  )
  await route(app, endpoints.openApi, {}, async ({ reply }) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document),
  )
}
