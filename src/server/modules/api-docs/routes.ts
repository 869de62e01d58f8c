import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { staffEndpoints } from '#contract/staff-endpoints'
import { route } from '#server/http/route.ts'
import { openApiDocument } from './openapi.ts'

/**
 * GET /api/openapi.json: made once, on its first call, from the schemas every route enforces
 * (which builds the schemas of routes not called yet).
 */
export default async function apiDocsRoutes(app: FastifyInstance) {
  let document: Promise<string> | undefined
  const made = async () => {
    const enforced = await Promise.all(
      [...app.enforcedSchemas].map(async ([endpoint, schemas]) => [endpoint, await schemas()] as const),
    )
    return JSON.stringify(openApiDocument([endpoints, staffEndpoints], new Map(enforced), app.ctx.config.publicUrl))
  }
  await route(app, endpoints.openApi, {}, async ({ reply }) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await (document ??= made())),
  )
}
