import path from 'node:path'
import { type } from 'arktype'
import type { ConnectionLimits } from './lib/connection-limits.ts'
import { hostAndPort } from './lib/host-and-port.ts'
import type { PasswordHashing } from './lib/passwords.ts'
import { totpKeyBytes } from './lib/totp-secret-box.ts'
import { walletOf, type WalletConfig } from './lib/wallet-config.ts'

const port = type('string.integer.parse').to('1 <= number.integer <= 65535')
const positiveInt = type('string.integer.parse').to('number.integer >= 1')
const nonNegativeInt = type('string.integer.parse').to('number.integer >= 0')
/** Which proxies to believe about the client's address: none, the nearest N, or these addresses/CIDRs. */
const proxyList = (value: string) => value.split(',').map((entry) => entry.trim())
const trustedProxies = type('string > 0')
  .narrow(
    (value, ctx) =>
      /^(false|0|[1-9]\d?)$/.test(value) ||
      proxyList(value).every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry)) ||
      ctx.mustBe('a number of proxy hops (1, 2, ...) or a list of proxy addresses or CIDRs (10.0.0.0/8,::1)'),
  )
  .pipe((value): number | string[] | false => {
    if (value === 'false' || value === '0') return false
    return /^\d+$/.test(value) ? Number(value) : proxyList(value)
  })
/** Addresses and CIDRs (`127.0.0.1,10.0.0.0/8,::1`) that may read the metrics. */
const addressList = type('string > 0')
  .narrow(
    (value, ctx) =>
      proxyList(value).every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry)) ||
      ctx.mustBe('a list of addresses or CIDRs (127.0.0.1,10.0.0.0/8)'),
  )
  .pipe(proxyList)

/**
 * SMS an hour to one country code: `+852:2000,*:200,other:20` gives +852 its own cap, every other
 * code of the list `*`, and `other` numbers whose prefix the member typed (or that have none).
 */
const countryCodeCaps = type('string > 0')
  .narrow(
    (value, ctx) =>
      value.split(',').every((entry) => /^\s*(\+\d{1,4}|\*|other)\s*:\s*[1-9]\d*\s*$/.test(entry)) ||
      ctx.mustBe('a list of country code caps (+852:2000,*:200,other:20)'),
  )
  .pipe((value) =>
    Object.fromEntries(
      value.split(',').map((entry) => {
        const [prefix = '', limit = ''] = entry.split(':').map((part) => part.trim())
        return [prefix, Number(limit)]
      }),
    ),
  )
const defaultCountryCodeCaps = { '+852': 2000, '*': 200, other: 20 }
const pgUrl = type(/^postgres(ql)?:\/\/.+/).describe('a postgres:// or postgresql:// URL')
const httpUrl = type(/^https?:\/\/[^\s]+$/).describe('an http:// or https:// URL')
/** A VAPID key as `push:keys` prints it: base64url of its bytes (65 for the public key, 32 for the private). */
const vapidKey = (bytes: number) =>
  type('string').narrow(
    (value, ctx) =>
      (/^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes) ||
      ctx.mustBe(`a VAPID key of ${bytes} bytes in base64url, as npm run push:keys prints it`),
  )
const encryptionKey = type('string').narrow(
  (value, ctx) => totpKeyBytes(value) !== undefined || ctx.mustBe('at least 32 bytes as hex or base64 (openssl rand -hex 32)'),
)

/** Every environment variable the server reads; README's configuration table lists the same. */
const environment = type({
  'PORT?': port,
  'HOST?': 'string > 0',
  'DATA_DIR?': 'string > 0',
  'UPLOAD_DIR?': 'string > 0',
  'DATABASE_URL?': pgUrl,
  'DATABASE_POOL_MAX?': positiveInt,
  'PUBLIC_URL?': httpUrl,
  'CLIENT_DIR?': 'string > 0',
  'SESSION_TTL_DAYS?': positiveInt,
  'TRUST_PROXY?': trustedProxies,
  'METRICS_ALLOW?': addressList,
  'METRICS_TOKEN?': 'string >= 32',
  'LOG_LEVEL?': "'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'",
  'SUPPORT_EMAIL?': 'string.email',
  'EMAIL_DRIVER?': "'outbox' | 'smtp'",
  'SMTP_URL?': /^smtps?:\/\/.+/,
  'MAIL_FROM?': 'string > 0',
  'SMS_DRIVER?': "'outbox' | 'http'",
  'SMS_GATEWAY_URL?': httpUrl,
  'SMS_GATEWAY_TOKEN?': 'string > 0',
  'CODE_HMAC_SECRET?': 'string >= 32',
  'TOTP_ENCRYPTION_KEY?': encryptionKey,
  'NODE_ENV?': 'string',
  'REQUEST_TIMEOUT_SECONDS?': positiveInt,
  'IDLE_TIMEOUT_SECONDS?': positiveInt,
  'KEEP_ALIVE_TIMEOUT_SECONDS?': positiveInt,
  'CONNECTIONS_PER_ADDRESS?': nonNegativeInt,
  'MAX_CONNECTIONS?': positiveInt,
  'UPLOADS_AT_ONCE?': positiveInt,
  'ADDRESS_FAILURES_PER_HOUR?': positiveInt,
  'ADDRESS_PENDING_PROOFS?': positiveInt,
  'ADDRESS_LAPSED_PROOFS_PER_HOUR?': positiveInt,
  'ADDRESS_LOGIN_FAILURES?': positiveInt,
  'PROOF_OF_WORK_COST?': positiveInt,
  'PROOF_OF_WORK_TRIES?': positiveInt,
  'ALLOW_OUTBOX_IN_PRODUCTION?': "'true' | 'false'",
  'PASSWORD_HASHING?': "'standard' | 'fast-for-tests'",
  'SMS_PER_HOUR?': positiveInt,
  'EMAIL_PER_HOUR?': positiveInt,
  'SECURITY_NOTICES_PER_HOUR?': positiveInt,
  'SMS_PER_COUNTRY_CODE_PER_HOUR?': countryCodeCaps,
  'STORAGE?': "'local' | 's3'",
  'S3_BUCKET?': 'string > 0',
  'S3_REGION?': 'string > 0',
  'S3_ENDPOINT?': httpUrl,
  'S3_FORCE_PATH_STYLE?': "'true' | 'false'",
  'S3_ACCESS_KEY_ID?': 'string > 0',
  'S3_SECRET_ACCESS_KEY?': 'string > 0',
  'S3_KEY_PREFIX?': 'string > 0',
  'VAPID_PUBLIC_KEY?': vapidKey(65),
  'VAPID_PRIVATE_KEY?': vapidKey(32),
  'VAPID_SUBJECT?': /^(mailto:|https:\/\/)\S+$/,
  'PUSH_PRIVATE_RELAY?': /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/,
  'APPLE_WALLET_PASS_TYPE_ID?': /^pass(\.[\w-]+)+$/,
  'APPLE_WALLET_TEAM_ID?': /^[A-Z0-9]{10}$/,
  'APPLE_WALLET_CERTIFICATE?': 'string > 0',
  'APPLE_WALLET_KEY?': 'string > 0',
  'APPLE_WALLET_KEY_PASSPHRASE?': 'string > 0',
  'APPLE_WALLET_WWDR_CERTIFICATE?': 'string > 0',
  'GOOGLE_WALLET_ISSUER_ID?': /^\d+$/,
  'GOOGLE_WALLET_CLASS_ID?': /^[\w.-]+$/,
  'GOOGLE_WALLET_SERVICE_ACCOUNT?': 'string > 0',
  'APPLE_WALLET_APNS_URL?': httpUrl,
  'GOOGLE_WALLET_API_URL?': httpUrl,
})

export interface Config {
  port: number
  host: string
  dataDir: string
  /** Uploaded files; `dataDir`/uploads unless set. */
  uploadDir: string
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined
  /** PostgreSQL connections a node holds at most for requests and jobs (its listening connections come on top). */
  databasePoolMax: number
  publicUrl: string
  clientDir: string
  sessionTtlDays: number
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[]
  /** Who may read GET /metrics: client addresses and CIDRs, and a bearer token; neither set, nobody. */
  metrics: { allow: string[]; token: string | undefined }
  logLevel: string
  supportEmail: string
  email: { driver: 'outbox' } | { driver: 'smtp'; url: string; from: string }
  sms: { driver: 'outbox' } | { driver: 'http'; url: string; token: string | undefined }
  /** The key of one-time code hashes; unset on PGlite: kept in `dataDir` (see secrets/code-secret.ts). */
  codeHmacSecret: string | undefined
  /** The key staff TOTP secrets are encrypted with (hex or base64); unset on PGlite: kept in `dataDir` (see secrets/totp-key.ts). */
  totpEncryptionKey: string | undefined
  /** NODE_ENV=production: a public site, where development tools do not exist. */
  production: boolean
  /** ALLOW_OUTBOX_IN_PRODUCTION=true: a staging site that may run in production without real drivers. */
  allowOutboxInProduction: boolean
  /** How costly a new password hash is: the standard unless a test suite asks for less (see lib/passwords.ts). */
  passwordHashing: PasswordHashing
  /** What the portal may send in an hour, counted across every node (see notify/message-budget.ts). */
  messageBudgets: MessageBudgets
  /** Connection limits against slow or hoarding clients. */
  connections: ConnectionLimits
  /** Upload bodies (receipts, documents) streaming in at once; beyond it an upload is answered 503. */
  uploadsAtOnce: number
  /** What one client address may fail at, or owe, before it is refused (see shared-state/address-limits.ts). */
  addressLimits: {
    /** Failures of each kind (wrong codes, unknown links, refused files…) in an hour. */
    failuresPerHour: number
    /** Registrations and codes whose phone code is not entered yet. */
    pendingProofs: number
    /** Of those begun within the hour, the ones whose code was never entered in time (while they outnumber the proven). */
    lapsedProofsPerHour: number
    /** Failed logins (member and staff) before the address is asked for proof of effort, forgotten after a day. */
    loginFailures: number
  }
  /** The proof of effort a failing address is asked for: PBKDF2 rounds per try, and the tries of its first level. */
  proofOfWork: { cost: number; tries: number }
  /** Where uploaded files live: `uploadDir` on one machine, an S3 bucket that several share. */
  storage: { driver: 'local' } | S3Storage
  /** The card as Apple and Google wallet passes: each offered only when configured. */
  wallet: WalletConfig
  /** Web Push's VAPID identity; unset: members are not offered notifications. */
  push: WebPushKeys | undefined
}

export interface WebPushKeys {
  publicKey: string
  privateKey: string
  /** Who push services may contact about the portal's pushes: a mailto: or https: address. */
  subject: string
  /** The one `host:port` outside the browsers' push services that pushes may go to, at any address; unset: none. */
  privateRelay: string | undefined
}

export interface S3Storage {
  driver: 's3'
  bucket: string
  region: string
  /** Unset: AWS S3 itself; else the address of another S3-compatible service (MinIO, R2). */
  endpoint: string | undefined
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name; MinIO needs it. */
  forcePathStyle: boolean
  /** Unset: the SDK's own lookup (AWS_* variables, an instance or pod role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** The files' folder in the bucket: empty, or ending in `/`. */
  keyPrefix: string
}

export interface MessageBudgets {
  smsPerHour: number
  emailPerHour: number
  /** Security notices an hour, per channel: their own budget, which no other message spends. */
  securityNoticesPerHour: number
  /** SMS an hour per destination country code: by its prefix (`+852`), `*` for the others of the list, `other` for a typed one. */
  smsPerCountryCode: Record<string, number> & { '*': number; other: number }
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

/** Reads and checks the environment once, at start-up; a bad value stops the server with its reason. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = environment(present)
  if (parsed instanceof type.errors) {
    // The rule, not the value: a bad value may be a password.
    throw new ConfigError(`Invalid configuration:\n${parsed.map((e) => `  - ${e.propString} must be ${e.expected}`).join('\n')}`)
  }
  const portValue = parsed.PORT ?? 8080
  if (parsed.EMAIL_DRIVER === 'smtp' && !parsed.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  - EMAIL_DRIVER=smtp needs SMTP_URL (smtp://user:pass@host:587)')
  }
  if (parsed.SMS_DRIVER === 'http' && !parsed.SMS_GATEWAY_URL) {
    throw new ConfigError('Invalid configuration:\n  - SMS_DRIVER=http needs SMS_GATEWAY_URL')
  }
  const storage = storageOf(parsed)
  const push = pushOf(parsed)
  const production = parsed.NODE_ENV === 'production'
  // E-mail links carry it: a node's own local address would send members nowhere.
  if (production && !parsed.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  - NODE_ENV=production needs PUBLIC_URL, the address members reach the portal at (https://club.example.com): e-mail links carry it',
    )
  }
  const allowOutboxInProduction = parsed.ALLOW_OUTBOX_IN_PRODUCTION === 'true'
  // A cheap hash is for a test suite's throwaway accounts; members' passwords never get one.
  if (production && parsed.PASSWORD_HASHING === 'fast-for-tests') {
    throw new ConfigError(
      'Invalid configuration:\n  - PASSWORD_HASHING=fast-for-tests is for test suites: NODE_ENV=production hashes passwords at the standard cost',
    )
  }
  const outboxFor = [
    ...(parsed.EMAIL_DRIVER === 'smtp' ? [] : ['EMAIL_DRIVER=smtp with SMTP_URL']),
    ...(parsed.SMS_DRIVER === 'http' ? [] : ['SMS_DRIVER=http with SMS_GATEWAY_URL']),
  ]
  // A public site whose codes and links stay in a table would lock every member out, or worse.
  if (production && outboxFor.length > 0 && !allowOutboxInProduction) {
    throw new ConfigError(
      `Invalid configuration:\n  - NODE_ENV=production sends e-mail and SMS to members: set ${outboxFor.join(' and ')}` +
        ' (or ALLOW_OUTBOX_IN_PRODUCTION=true on a staging site, whose messages then stay in the database)',
    )
  }
  return {
    port: portValue,
    host: parsed.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, parsed.DATA_DIR ?? 'data'),
    uploadDir: path.resolve(cwd, parsed.UPLOAD_DIR ?? path.join(parsed.DATA_DIR ?? 'data', 'uploads')),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolMax: parsed.DATABASE_POOL_MAX ?? 10,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${portValue}`).replace(/\/+$/, ''),
    clientDir: path.resolve(cwd, parsed.CLIENT_DIR ?? 'dist/client'),
    sessionTtlDays: parsed.SESSION_TTL_DAYS ?? 30,
    trustProxy: parsed.TRUST_PROXY ?? false,
    metrics: { allow: parsed.METRICS_ALLOW ?? [], token: parsed.METRICS_TOKEN },
    logLevel: parsed.LOG_LEVEL ?? 'info',
    supportEmail: parsed.SUPPORT_EMAIL ?? 'cs@sinoclub.example',
    email:
      parsed.EMAIL_DRIVER === 'smtp'
        ? { driver: 'smtp', url: parsed.SMTP_URL ?? '', from: parsed.MAIL_FROM ?? 'Sino Club <no-reply@sinoclub.example>' }
        : { driver: 'outbox' },
    sms:
      parsed.SMS_DRIVER === 'http'
        ? { driver: 'http', url: parsed.SMS_GATEWAY_URL ?? '', token: parsed.SMS_GATEWAY_TOKEN }
        : { driver: 'outbox' },
    codeHmacSecret: parsed.CODE_HMAC_SECRET,
    production,
    allowOutboxInProduction,
    passwordHashing: parsed.PASSWORD_HASHING ?? 'standard',
    messageBudgets: {
      smsPerHour: parsed.SMS_PER_HOUR ?? 2000,
      emailPerHour: parsed.EMAIL_PER_HOUR ?? 5000,
      securityNoticesPerHour: parsed.SECURITY_NOTICES_PER_HOUR ?? 2000,
      smsPerCountryCode: { ...defaultCountryCodeCaps, ...parsed.SMS_PER_COUNTRY_CODE_PER_HOUR },
    },
    totpEncryptionKey: parsed.TOTP_ENCRYPTION_KEY,
    connections: {
      requestTimeoutMs: (parsed.REQUEST_TIMEOUT_SECONDS ?? 60) * 1000,
      idleTimeoutMs: (parsed.IDLE_TIMEOUT_SECONDS ?? 30) * 1000,
      // Short for phones connecting directly; behind a load balancer, set it above the balancer's idle timeout.
      keepAliveTimeoutMs: (parsed.KEEP_ALIVE_TIMEOUT_SECONDS ?? 5) * 1000,
      perAddress: parsed.CONNECTIONS_PER_ADDRESS ?? 0,
      max: parsed.MAX_CONNECTIONS ?? 4096,
    },
    uploadsAtOnce: parsed.UPLOADS_AT_ONCE ?? 64,
    addressLimits: {
      failuresPerHour: parsed.ADDRESS_FAILURES_PER_HOUR ?? 30,
      pendingProofs: parsed.ADDRESS_PENDING_PROOFS ?? 100,
      lapsedProofsPerHour: parsed.ADDRESS_LAPSED_PROOFS_PER_HOUR ?? 10,
      loginFailures: parsed.ADDRESS_LOGIN_FAILURES ?? 100,
    },
    proofOfWork: { cost: parsed.PROOF_OF_WORK_COST ?? 1000, tries: parsed.PROOF_OF_WORK_TRIES ?? 500 },
    storage,
    push,
    wallet: walletOf(parsed, cwd, (problem) => {
      throw new ConfigError(`Invalid configuration:\n  - ${problem}`)
    }),
  }
}

function pushOf(parsed: typeof environment.infer): Config['push'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = parsed
  if (!publicKey !== !privateKey) {
    throw new ConfigError(
      'Invalid configuration:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (npm run push:keys makes a pair): set both or neither',
    )
  }
  if (!publicKey || !privateKey) return undefined
  const relay = parsed.PUSH_PRIVATE_RELAY
  return {
    publicKey,
    privateKey,
    subject: parsed.VAPID_SUBJECT ?? `mailto:${parsed.SUPPORT_EMAIL ?? 'cs@sinoclub.example'}`,
    privateRelay: relay === undefined ? undefined : hostAndPort(new URL(`https://${relay}`)),
  }
}

function storageOf(parsed: typeof environment.infer): Config['storage'] {
  if (parsed.STORAGE !== 's3') {
    // A node that ignores the bucket it was given keeps files the other nodes cannot read.
    if (parsed.S3_BUCKET)
      throw new ConfigError('Invalid configuration:\n  - S3_BUCKET is set: set STORAGE=s3 to keep files there')
    return { driver: 'local' }
  }
  if (!parsed.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  - STORAGE=s3 needs S3_BUCKET')
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration:\n  - S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    )
  }
  const folder = (parsed.S3_KEY_PREFIX ?? '').replace(/^\/+|\/+$/g, '')
  return {
    driver: 's3',
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION ?? 'us-east-1',
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    keyPrefix: folder ? `${folder}/` : '',
  }
}
