import { createHash, timingSafeEqual } from 'node:crypto'
import { BlockList, isIPv6 } from 'node:net'
import { sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '#server/db/database.ts'
import { budgetStates } from '#server/notify/message-budget.ts'

/** The addresses and CIDRs of the setting, as one list to look an address up in. */
function allowList(entries: string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const family = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return list
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether a scraper may read: from an allowed address, or with the token (compared in constant time). */
function scrapeAccess(setting: { allow: string[]; token: string | undefined }) {
  const allowed = allowList(setting.allow)
  const token = setting.token ? digest(setting.token) : undefined
  return (ip: string, authorization: string | undefined) => {
    const family = isIPv6(ip) ? 'ipv6' : 'ipv4'
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip
    if (setting.allow.length > 0 && (allowed.check(plain, plain === ip ? family : 'ipv4') || allowed.check(ip, family)))
      return true
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
    return token !== undefined && given !== undefined && timingSafeEqual(digest(given), token)
  }
}

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * GET /metrics in Prometheus' text format, for an operator's scraper only: requests by route and
 * status, jobs and messages waiting, the message budgets, uploads in flight, the database pool,
 * the listening connection, and the process (event-loop delay, memory). What the database holds
 * is read at each scrape; the rest is counted as it happens.
 */
export default fp<{ database: Pick<Database, 'poolUse'> }>(
  async (app, { database }) => {
    const { ctx } = app
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    const labelNames = ['method', 'route', 'status'] as const
    const requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered',
      labelNames,
      registers: [registry],
    })
    const durations = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time to answer a request',
      labelNames,
      buckets: seconds,
      registers: [registry],
    })
    /** A gauge set at each scrape, by labels, or by `read` when it has none. */
    const gauge = (name: string, help: string, labels: string | undefined, read?: () => number) =>
      new Gauge({
        name,
        help,
        labelNames: labels ? [labels] : [],
        registers: [registry],
        ...(read
          ? {
              collect: function (this: Gauge) {
                this.set(read())
              },
            }
          : {}),
      })
    const uploads = { count: 0, bytes: 0 }
    gauge('portal_uploads_in_flight', 'Multipart uploads streaming in now', undefined, () => uploads.count)
    gauge('portal_uploads_in_flight_bytes', 'Bytes the uploads streaming in now announced', undefined, () => uploads.bytes)
    const jobsWaiting = gauge('portal_jobs_waiting', 'Jobs due and not done, by kind', 'kind')
    const oldestJob = gauge('portal_jobs_oldest_waiting_seconds', 'How long the oldest job due has waited, by kind', 'kind')
    const jobsFailed = gauge('portal_jobs_failed', 'Jobs given up, kept for an operator to read, by kind', 'kind')
    const messagesWaiting = gauge('portal_messages_waiting', 'E-mails and SMS waiting to be sent, by channel', 'channel')
    const budgetLeft = gauge('portal_message_budget_left', "Messages the hour's budget still allows, by channel", 'channel')
    const pool = gauge(
      'portal_database_pool_connections',
      'PostgreSQL pool connections by state (open, idle), and queries waiting for one',
      'state',
    )
    gauge(
      'portal_listener_up',
      '1 while the database announcements of changes are heard (reads may be kept), else 0',
      undefined,
      () => (app.memberCache.listening ? 1 : 0),
    )

    const maintenanceOn = gauge(
      'portal_maintenance_on',
      "1 while the operator's maintenance notice is on (members' writes answer 503), else 0",
      undefined,
    )

    /** What the database holds, read once per scrape. */
    const readDatabase = async () => {
      const now = ctx.clock()
      const result = (await ctx.db.execute(sql`
        select name as kind, (failed_at is not null) as failed, payload->>'channel' as channel, count(*)::int as count,
               extract(epoch from (${now.toISOString()}::timestamptz - min(run_at)))::float8 as waited
        from jobs where failed_at is not null or run_at <= ${now.toISOString()}::timestamptz
        group by 1, 2, 3`)) as unknown as {
        rows: { kind: string; failed: boolean; channel: string | null; count: number; waited: number }[]
      }
      for (const gauge of [jobsWaiting, oldestJob, jobsFailed, messagesWaiting]) gauge.reset()
      const oldest = new Map<string, number>()
      for (const row of result.rows) {
        if (row.failed) {
          jobsFailed.inc({ kind: row.kind }, row.count)
          continue
        }
        jobsWaiting.inc({ kind: row.kind }, row.count)
        oldest.set(row.kind, Math.max(oldest.get(row.kind) ?? 0, row.waited))
        if (row.channel) messagesWaiting.inc({ channel: row.channel }, row.count)
      }
      for (const [kind, waited] of oldest) oldestJob.set({ kind }, waited)
      const budgets = await budgetStates(ctx.db, ctx.config.messageBudgets, now)
      budgetLeft.set({ channel: 'sms' }, Math.max(0, budgets.sms.limit - budgets.sms.used))
      budgetLeft.set({ channel: 'email' }, Math.max(0, budgets.email.limit - budgets.email.used))
      maintenanceOn.set((await ctx.maintenance?.notice())?.on ? 1 : 0)
      const use = database.poolUse?.()
      if (use) {
        pool.set({ state: 'open' }, use.open)
        pool.set({ state: 'idle' }, use.idle)
        pool.set({ state: 'waiting' }, use.waiting)
      }
    }

    const uploadBytes = new WeakMap<object, number>()
    app.addHook('onRequest', async (request) => {
      if (!request.headers['content-type']?.startsWith('multipart/')) return
      const bytes = Number(request.headers['content-length'] ?? 0) || 0
      uploads.count += 1
      uploads.bytes += bytes
      uploadBytes.set(request, bytes)
    })
    const uploadEnded = (request: object) => {
      const bytes = uploadBytes.get(request)
      if (bytes === undefined) return
      uploadBytes.delete(request)
      uploads.count -= 1
      uploads.bytes -= bytes
    }
    app.addHook('onRequestAbort', async (request) => uploadEnded(request))
    app.addHook('onResponse', async (request, reply) => {
      uploadEnded(request)
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }
      requests.inc(labels)
      durations.observe(labels, reply.elapsedTime / 1000)
    })

    const mayScrape = scrapeAccess(ctx.config.metrics)
    app.get('/metrics', async (request, reply) => {
      // Unknown to anyone not allowed: the address and the token are the operator's.
      if (!mayScrape(request.ip, request.headers.authorization)) return reply.code(404).type('text/plain').send('Not Found')
      await readDatabase()
      return reply.type(registry.contentType).send(await registry.metrics())
    })
  },
  { name: 'metrics', dependencies: ['service-context', 'member-cache'] },
)
