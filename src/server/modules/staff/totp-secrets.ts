import { and, eq, isNotNull } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { ServiceContext } from '#server/context.ts'
import { ConfigError } from '#server/config.ts'
import type { Db } from '#server/db/database.ts'
import { staffAccounts } from '#server/db/schema.ts'
import { isSealed, openTotpSecret, sealTotpSecret, totpCipherKey } from '#server/lib/totp-secret-box.ts'

/** The issuer an authenticator app shows beside the account. */
const totpIssuer = 'Sino Club staff'

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const totpOf = (secret: string, email = '') =>
  new TOTP({ issuer: totpIssuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })

/** 160 random bits, in base32 as authenticator apps take them. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/**
 * The time step of a code the authenticator made now, a step before or a step after (clock
 * drift), or undefined.
 */
export function acceptedStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? undefined : Math.floor(now.getTime() / 30_000) + delta
}

type KeyHolder = Pick<ServiceContext, 'config'>

function cipherKey(ctx: KeyHolder): Buffer {
  const configured = ctx.config.totpEncryptionKey
  if (!configured) throw new Error('No TOTP_ENCRYPTION_KEY in this process: staff secrets cannot be read or written here')
  return totpCipherKey(configured)
}

export const sealSecret = (ctx: KeyHolder, staffId: string, secret: string): string =>
  sealTotpSecret(cipherKey(ctx), staffId, secret)

export const openSecret = (ctx: KeyHolder, staffId: string, stored: string): string =>
  openTotpSecret(cipherKey(ctx), staffId, stored)

/**
 * Run at start-up, before the server listens: encrypts every TOTP secret still stored in plain
 * text (those enrolled before secrets were encrypted; a migration cannot, as SQL holds neither
 * the key nor AES-GCM), and checks that the configured key opens the secrets already encrypted,
 * so that a wrong or lost key stops the start with its reason instead of refusing every staff
 * sign-in. Each secret is replaced only if it is still the plain one read (nodes may start
 * together). Answers how many were encrypted.
 */
export async function sealPlaintextTotpSecrets(ctx: KeyHolder & { db: Db }): Promise<number> {
  const rows = await ctx.db
    .select({ id: staffAccounts.id, totpSecret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(isNotNull(staffAccounts.totpSecret))
  let sealed = 0
  let checked = false
  for (const row of rows) {
    const stored = row.totpSecret!
    if (isSealed(stored)) {
      if (!checked) {
        try {
          openSecret(ctx, row.id, stored)
        } catch {
          throw new ConfigError(
            'Invalid configuration:\n  - TOTP_ENCRYPTION_KEY does not open the staff TOTP secrets stored (it is not the key they were encrypted with)',
          )
        }
        checked = true
      }
      continue
    }
    const [changed] = await ctx.db
      .update(staffAccounts)
      .set({ totpSecret: sealSecret(ctx, row.id, stored) })
      .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.totpSecret, stored)))
      .returning({ id: staffAccounts.id })
    if (changed) sealed += 1
  }
  return sealed
}
