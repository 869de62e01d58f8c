import type { FastifyInstance } from 'fastify'
import { purgeExpiredChallenges } from './challenges.ts'

/** Hourly: challenges handed out and never answered are deleted. */
export function registerPasskeyJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('passkeys.purge', 3_600_000, () => purgeExpiredChallenges(ctx.db, ctx.clock()))
}
