import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'

/** A check that takes longer than this fails: a probe must answer before the orchestrator gives up on it. */
const checkTimeoutMs = 2_000

async function passes(check: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), checkTimeoutMs)
  })
  try {
    await Promise.race([check(), late])
    return 'ok'
  } catch {
    return 'failing'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether this node can serve: its database and file storage answer, and it hears the
 * database's announcements (without them its caches are off, and it would carry the load of a
 * node with none while the listening connection is away).
 */
export async function readiness(app: FastifyInstance) {
  const [database, storage] = await Promise.all([
    passes(() => app.ctx.db.execute(sql`select 1`)),
    passes(() => app.ctx.files.check()),
  ])
  const listening: 'ok' | 'failing' = app.memberCache.listening && app.staffSessions.listening ? 'ok' : 'failing'
  return { database, storage, listening }
}
