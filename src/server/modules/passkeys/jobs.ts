import type { FastifyInstance } from 'fastify'
import { purgeExpiredChallenges } from './challenges.ts'

/** Every minute: answered challenges are forgotten once expired (a replay is then refused by its expiry). */
export function registerPasskeyJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('passkeys.purge', 60_000, () => purgeExpiredChallenges(ctx.db, ctx.clock()))
}
