import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { attachUpgradeDocuments, createUpgradeForm, getUpgradeForm } from './upgrade-forms.ts'
import { registerUpgradeJobs } from './jobs.ts'

/** Upgrade to Privilege: the application, its documents, and the member's newest form. */
export default async function upgradeRoutes(app: FastifyInstance) {
  registerUpgradeJobs(app)
  await route(app, endpoints.getUpgradeForm, { headers: { 'cache-control': 'no-store' } }, async ({ member }) =>
    app.memberCache.through(member.id, 'upgrade', () => getUpgradeForm(app.ctx, member.id)),
  )

  await route(app, endpoints.createUpgradeForm, {}, async ({ member, body, lang }) =>
    createUpgradeForm(app.ctx, member.id, body, lang),
  )

  await route(app, endpoints.updateUpgradeFormForDocument, {}, async ({ member, body, lang }) =>
    attachUpgradeDocuments(app.ctx, member.id, body, lang),
  )
}
