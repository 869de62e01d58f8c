import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import { applePassType } from '#contract/membership-card'
import { sendThrottles } from '#server/db/schema.ts'
import { addressThrottleKey, hourMs, takeSend } from '#server/shared-state/send-throttle.ts'
import type { AppleWalletConfig } from '#server/lib/wallet-config.ts'
import { appleWalletPass } from './apple-pass.ts'
import { currentCard } from './pass-updates.ts'
import {
  applePassToken,
  passesUpdatedSince,
  passLang,
  passWithToken,
  registerDevice,
  unregisterDevice,
  type WalletPass,
} from './wallet-passes.ts'

/** Where the pass says its web service is; Wallet adds `/v1/devices/…`, `/v1/passes/…` and `/v1/log`. */
const appleWebServicePath = '/api/wallet/apple'

/** Wallet's identifiers as they may come: anything else is not Wallet, and answered 404 without a look. */
const deviceIdPattern = /^[\w.-]{1,128}$/
const serialPattern = /^[\w-]{1,64}$/
/** An APNs device token is hex; it goes into the push's path, so nothing else is kept. */
const pushTokenPattern = /^[0-9a-fA-F]{16,200}$/

/**
 * Failed keys per client address in an hour before the address's further failures are answered
 * 429 for the rest of it. Only failures count, and a pass's right key is never refused for what
 * others behind the address got wrong: its 128 bits prove it.
 */
const failureRule = { limit: 50, windowMs: hourMs }
/** Lines of Wallet's own error reports this node logs a minute, at most: the log endpoint needs no key. */
const logLinesPerMinute = 60

interface DeviceParams {
  deviceLibraryId: string
  passTypeId: string
  serialNumber?: string
}

/**
 * Apple's PassKit web service: Wallet registers a device for a pass's updates (with the pass's
 * key in `Authorization: ApplePass …`), asks which of its passes changed since its last tag, fetches
 * the latest pass (304 when unchanged since `If-Modified-Since`), unregisters, and reports its
 * errors. Its calls carry no session and follow Apple's protocol rather than the portal's
 * envelope, so they are plain routes here, not entries of the contract.
 */
export async function appleWebService(app: FastifyInstance, apple: AppleWalletConfig) {
  const { ctx } = app
  const base = `${appleWebServicePath}/v1`
  const failureKey = (request: FastifyRequest) => addressThrottleKey('walletPass', request.ip)

  /** Whether the address failed too often lately: its further failures are refused. */
  async function refused(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = failureKey(request)
    const [counter] = await ctx.db
      .select({ count: sendThrottles.count, windowStartedAt: sendThrottles.windowStartedAt })
      .from(sendThrottles)
      .where(sql`${sendThrottles.key} = ${key}`)
    const windowEnd = (counter?.windowStartedAt.getTime() ?? 0) + failureRule.windowMs
    if (!counter || counter.count < failureRule.limit || windowEnd <= ctx.clock().getTime()) return false
    const seconds = Math.max(1, Math.ceil((windowEnd - ctx.clock().getTime()) / 1000))
    await reply.code(429).header('retry-after', String(seconds)).send()
    return true
  }

  async function failed(request: FastifyRequest, reply: FastifyReply, status: 401 | 404): Promise<FastifyReply> {
    await takeSend(ctx.db, failureKey(request), failureRule, ctx.clock())
    return reply.code(status).send()
  }

  /** The pass the request names with its key; undefined when it answered a refusal already. */
  async function authorisedPass(request: FastifyRequest, reply: FastifyReply, passTypeId: string, serialNumber: string) {
    const named = passTypeId === apple.passTypeId && serialPattern.test(serialNumber)
    const token = applePassToken(request.headers.authorization)
    const pass = named && token ? await passWithToken(ctx.db, serialNumber, token) : undefined
    if (pass) return pass
    if (!(await refused(request, reply))) await failed(request, reply, named ? 401 : 404)
    return undefined
  }

  const registration = `${base}/devices/:deviceLibraryId/registrations/:passTypeId/:serialNumber`

  app.post<{ Params: DeviceParams }>(registration, async (request, reply) => {
    const { deviceLibraryId, passTypeId, serialNumber = '' } = request.params
    if (!deviceIdPattern.test(deviceLibraryId)) return reply.code(404).send()
    const pass = await authorisedPass(request, reply, passTypeId, serialNumber)
    if (!pass) return reply
    const pushToken = (request.body as { pushToken?: unknown } | null)?.pushToken
    if (typeof pushToken !== 'string' || !pushTokenPattern.test(pushToken)) return reply.code(400).send()
    const added = await registerDevice(ctx.db, deviceLibraryId, pass.serialNumber, pushToken, ctx.clock())
    return reply.code(added ? 201 : 200).send()
  })

  app.delete<{ Params: DeviceParams }>(registration, async (request, reply) => {
    const { deviceLibraryId, passTypeId, serialNumber = '' } = request.params
    if (!deviceIdPattern.test(deviceLibraryId)) return reply.code(404).send()
    const pass = await authorisedPass(request, reply, passTypeId, serialNumber)
    if (!pass) return reply
    await unregisterDevice(ctx.db, deviceLibraryId, pass.serialNumber)
    return reply.code(200).send()
  })

  app.get<{ Params: DeviceParams; Querystring: { passesUpdatedSince?: unknown } }>(
    `${base}/devices/:deviceLibraryId/registrations/:passTypeId`,
    async (request, reply) => {
      const { deviceLibraryId, passTypeId } = request.params
      if (!deviceIdPattern.test(deviceLibraryId) || passTypeId !== apple.passTypeId) return reply.code(404).send()
      // The tag is the one this service gave (milliseconds); anything else asks for every pass.
      const tag = request.query.passesUpdatedSince
      const since = typeof tag === 'string' && /^\d{1,15}$/.test(tag) ? new Date(Number(tag)) : undefined
      const updated = await passesUpdatedSince(ctx.db, deviceLibraryId, since)
      if (!updated) return reply.code(204).send()
      return reply.header('cache-control', 'no-store').send(updated)
    },
  )

  app.get<{ Params: { passTypeId: string; serialNumber: string } }>(
    `${base}/passes/:passTypeId/:serialNumber`,
    async (request, reply) => {
      const { passTypeId, serialNumber } = request.params
      const pass = await authorisedPass(request, reply, passTypeId, serialNumber)
      if (!pass) return reply
      const lastModified = lastModifiedOf(pass)
      const since = Date.parse(request.headers['if-modified-since'] ?? '')
      if (!Number.isNaN(since) && lastModified.getTime() <= since) return reply.code(304).send()
      const token = applePassToken(request.headers.authorization)!
      const card = await currentCard(ctx, pass)
      const updates = { serialNumber: pass.serialNumber, authenticationToken: token, webServiceUrl: webServiceUrl(app) }
      return reply
        .headers({
          'content-type': applePassType,
          'last-modified': lastModified.toUTCString(),
          'cache-control': 'private, no-cache',
        })
        .send(await appleWalletPass(apple, updates, card, passLang(pass)))
    },
  )

  let logWindow = 0
  let logLines = 0
  app.post(`${base}/log`, async (request, reply) => {
    const logs = (request.body as { logs?: unknown } | null)?.logs
    const minute = Math.floor(ctx.clock().getTime() / 60_000)
    if (minute !== logWindow) [logWindow, logLines] = [minute, 0]
    if (Array.isArray(logs)) {
      for (const line of logs.slice(0, 10)) {
        if (typeof line !== 'string' || logLines >= logLinesPerMinute) break
        logLines += 1
        ctx.log.warn({ walletLog: line.slice(0, 500) }, 'Apple Wallet reported an error')
      }
    }
    return reply.code(200).send()
  })
}

/** The pass's time to the second, as Last-Modified carries it. */
const lastModifiedOf = (pass: WalletPass) => new Date(Math.floor(pass.updatedAt.getTime() / 1000) * 1000)

export const webServiceUrl = (app: FastifyInstance) => `${app.ctx.config.publicUrl}${appleWebServicePath}`
