import type { FastifyInstance } from 'fastify'
import { staffEndpoints } from '#contract/staff-endpoints'
import { route } from '#server/http/route.ts'
import { budgetStates } from '#server/notify/message-budget.ts'

/** The hour's message budgets as the staff console shows them: a full one makes messages wait. */
export default async function messageBudgetRoutes(app: FastifyInstance) {
  await route(app, staffEndpoints.messageBudgets, { headers: { 'cache-control': 'private, no-store' } }, async () =>
    budgetStates(app.ctx.db, app.ctx.config.messageBudgets, app.ctx.clock()),
  )
}
