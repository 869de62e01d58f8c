import type { Agent as HttpsAgent } from 'node:https'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { enforcedSchemas } from './http/route.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { usePasswordHashing } from './lib/passwords.ts'
import { apiDocsRoutes } from './modules/api-docs/index.ts'
import { authenticate, authRoutes } from './modules/auth/index.ts'
import { loginRoutes } from './modules/login/index.ts'
import { healthRoutes } from './modules/health/index.ts'
import { MaintenanceGate, maintenanceRoutes } from './modules/maintenance/index.ts'
import { messageBudgetRoutes } from './modules/message-budgets/index.ts'
import { outboxRoutes } from './modules/outbox/index.ts'
import { parkingRoutes } from './modules/parking/index.ts'
import { privacyRoutes } from './modules/privacy/index.ts'
import { passkeyRoutes } from './modules/passkeys/index.ts'
import { profileRoutes } from './modules/profile/index.ts'
import { pushRoutes } from './modules/push/index.ts'
import { receiptRoutes } from './modules/receipt/index.ts'
import { recoveryRoutes } from './modules/recovery/index.ts'
import { referenceData, referenceRoutes } from './modules/reference/index.ts'
import { rejectionReasonRoutes } from './modules/rejection-reasons/index.ts'
import { reviewRoutes } from './modules/review/index.ts'
import { staffRoutes, staffAuth, sealPlaintextTotpSecrets } from './modules/staff/index.ts'
import { staffAdminRoutes } from './modules/staff-admin/index.ts'
import { staffRecordRoutes } from './modules/staff-records/index.ts'
import { registrationRoutes } from './modules/registration/index.ts'
import { upgradeRoutes } from './modules/upgrade/index.ts'
import { uploadRoutes } from './modules/upload/index.ts'
import { verificationRoutes } from './modules/verification/index.ts'
import { walletRoutes } from './modules/wallet/index.ts'
import { createEventBus } from './jobs/event-bus.ts'
import { listenToEvents } from './event-listeners.ts'
import { createJobQueue } from './jobs/job-queue.ts'
import { createNotifier } from './notify/notifier.ts'
import { openFileStore } from './storage/open-file-store.ts'
import clientApp from './plugins/client-app.ts'
import errorEnvelope, { frameworkError } from './plugins/error-envelope.ts'
import { apiNotFound } from './lib/failure-reply.ts'
import inputGuard from './plugins/input-guard.ts'
import housekeeping from './plugins/housekeeping.ts'
import memberCache from './plugins/member-cache.ts'
import metrics from './plugins/metrics.ts'
import { MemberCache } from './cache/member-cache.ts'
import multipart from './plugins/multipart.ts'
import nodePresence from './plugins/node-presence.ts'
import requestLanguage from './plugins/request-language.ts'
import securityHeaders from './plugins/security-headers.ts'
import serviceContext from './plugins/service-context.ts'
import { resolveCodeSecret } from './secrets/code-secret.ts'
import type { PresenceTiming } from './shared-state/node-presence.ts'
import { requestLogSerializers } from './lib/log-redaction.ts'
import { resolveTotpKey } from './secrets/totp-key.ts'
import { boundConnections, connectionTimeouts, limitConnectionsPerAddress } from './lib/connection-limits.ts'

export interface AppOptions {
  config: Config
  database: Database
  clock?: Clock
  logger?: FastifyServerOptions['logger']
  /** How often this node says it is alive, and when a silent one counts as stopped. */
  presence?: PresenceTiming
  /** The HTTPS agent pushes go through (a test's own CA); Node's default otherwise. */
  pushAgent?: HttpsAgent
  /** The authority of a test's APNs stand-in (PEM), trusted for wallet pushes; Node's roots otherwise. */
  apnsCa?: string
}

/** Builds the whole server (API and client); main.ts listens, tests use inject. */
export async function buildApp({ config, database, clock = systemClock, logger, presence, pushAgent, apnsCa }: AppOptions) {
  const { trustProxy } = config
  const files = await openFileStore(config, { soleWriter: database.kind === 'pglite' })
  // A node that cannot keep files would fail every upload and every document: it does not start.
  await files.check()
  const loggerOptions = logger ?? { level: config.logLevel }
  const app = Fastify({
    logger:
      typeof loggerOptions === 'object'
        ? { ...loggerOptions, serializers: { ...loggerOptions.serializers, ...requestLogSerializers } }
        : loggerOptions,
    // A hop count trusts that many proxies in front, however long X-Forwarded-For is.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkError,
    ...connectionTimeouts(config.connections),
  })
  boundConnections(app.server, config.connections.max)
  limitConnectionsPerAddress(app.server, config.connections.perAddress)

  usePasswordHashing(config.passwordHashing)
  const jobs = createJobQueue({ db: database.db, clock, log: app.log })
  const keptReads = new MemberCache()
  const codeHmacSecret = resolveCodeSecret(config, database.kind)
  await app.register(serviceContext, {
    ctx: {
      db: database.db,
      clock,
      config: { ...config, codeHmacSecret, totpEncryptionKey: resolveTotpKey(config, database.kind) },
      notifier: createNotifier({ config, secret: () => codeHmacSecret, db: database.db, clock, log: app.log, jobs }),
      jobs,
      events: createEventBus(jobs),
      files,
      keptReads,
      maintenance: new MaintenanceGate(database.db, clock),
    },
  })
  listenToEvents(app.ctx)
  // Before any request: staff TOTP secrets still in plain text are encrypted, and a key that does
  // not open those already encrypted stops the start.
  const sealed = await sealPlaintextTotpSecrets(app.ctx)
  if (sealed > 0) app.log.info(`Encrypted ${sealed} staff TOTP secret(s) stored in plain text`)
  await app.register(requestLanguage)
  await app.register(errorEnvelope)
  await app.register(inputGuard)
  await app.register(securityHeaders, { https: config.publicUrl.startsWith('https:') })
  await app.register(memberCache, { database, cache: keptReads })
  await app.register(authenticate)
  await app.register(staffAuth, { database })
  await app.register(nodePresence, { timing: presence, sole: database.kind === 'pglite' })
  await app.register(housekeeping)
  await app.register(multipart)
  await app.register(metrics, { database })
  await app.register(referenceData)
  await app.register(enforcedSchemas)

  await app.register(healthRoutes)
  await app.register(referenceRoutes)
  await app.register(loginRoutes)
  await app.register(authRoutes)
  await app.register(profileRoutes)
  await app.register(pushRoutes, { agent: pushAgent })
  await app.register(passkeyRoutes)
  await app.register(registrationRoutes)
  await app.register(verificationRoutes)
  await app.register(recoveryRoutes)
  await app.register(uploadRoutes)
  await app.register(receiptRoutes)
  await app.register(upgradeRoutes)
  await app.register(parkingRoutes)
  await app.register(walletRoutes, { apnsCa })
  await app.register(staffRoutes)
  await app.register(reviewRoutes)
  await app.register(rejectionReasonRoutes)
  await app.register(staffRecordRoutes)
  await app.register(staffAdminRoutes)
  await app.register(messageBudgetRoutes)
  await app.register(privacyRoutes)
  await app.register(maintenanceRoutes)
  if (app.ctx.notifier.holdsMessages) {
    // In production (a staging site that allows the outbox) nobody reads the messages through the portal.
    if (!config.production) await app.register(outboxRoutes)
    if (config.production || config.publicUrl.startsWith('https:')) {
      app.log.warn(
        'E-mail or SMS goes to the outbox, not to members: set EMAIL_DRIVER=smtp and SMS_DRIVER=http for a public site',
      )
    }
  }
  await app.register(apiDocsRoutes)

  app.setNotFoundHandler(apiNotFound)
  await app.register(clientApp, { clientDir: config.clientDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
