import type { Agent as HttpsAgent } from 'node:https'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { arkValidatorCompiler } from './lib/ark-validation.ts'
import { enforcedSchemas } from './lib/route.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { usePasswordHashing } from './lib/passwords.ts'
import apiDocsRoutes from './modules/api-docs/routes.ts'
import authenticate from './modules/auth/authenticate.ts'
import authRoutes from './modules/auth/routes.ts'
import healthRoutes from './modules/health/routes.ts'
import { MaintenanceGate } from './modules/maintenance/maintenance-gate.ts'
import maintenanceRoutes from './modules/maintenance/routes.ts'
import messageBudgetRoutes from './modules/message-budgets/routes.ts'
import outboxRoutes from './modules/outbox/routes.ts'
import parkingRoutes from './modules/parking/routes.ts'
import privacyRoutes from './modules/privacy/routes.ts'
import passkeyRoutes from './modules/passkeys/routes.ts'
import profileRoutes from './modules/profile/routes.ts'
import pushRoutes from './modules/push/routes.ts'
import receiptRoutes from './modules/receipt/routes.ts'
import recoveryRoutes from './modules/recovery/routes.ts'
import referenceData from './modules/reference/reference-data.ts'
import referenceRoutes from './modules/reference/routes.ts'
import rejectionReasonRoutes from './modules/rejection-reasons/routes.ts'
import reviewRoutes from './modules/review/routes.ts'
import staffRoutes from './modules/staff/routes.ts'
import staffAuth from './modules/staff/staff-auth.ts'
import staffAdminRoutes from './modules/staff-admin/routes.ts'
import staffRecordRoutes from './modules/staff-records/routes.ts'
import registrationRoutes from './modules/registration/routes.ts'
import upgradeRoutes from './modules/upgrade/routes.ts'
import uploadRoutes from './modules/upload/routes.ts'
import verificationRoutes from './modules/verification/routes.ts'
import walletRoutes from './modules/wallet/routes.ts'
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
import { resolveCodeSecret } from './lib/code-secret.ts'
import type { PresenceTiming } from './lib/node-presence.ts'
import { requestLogSerializers } from './lib/log-redaction.ts'
import { resolveTotpKey } from './lib/totp-key.ts'
import { sealPlaintextTotpSecrets } from './modules/staff/totp-secrets.ts'
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
  app.setValidatorCompiler(arkValidatorCompiler)

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
      files,
      keptReads,
      maintenance: new MaintenanceGate(database.db, clock),
    },
  })
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
