import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { lte } from 'drizzle-orm'
import { passkeyChallengeSeconds, type PasskeyCeremony } from '#contract/rules/passkeys'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { passkeyChallenges } from '#server/db/schema.ts'
import type { PasskeyOwner } from './passkey-records.ts'

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex')

/** What a challenge says of itself, signed by the portal: nothing is kept when it is handed out. */
interface ChallengeClaims {
  purpose: PasskeyCeremony
  owner: PasskeyOwner | null
  expiresAt: number
  nonce: string
}

const macBytes = 32

const macOf = (secret: string, claims: Buffer) =>
  createHmac('sha256', secret).update('passkey-challenge\0').update(claims).digest()

function secretOf(ctx: Pick<ServiceContext, 'config'>): string {
  const secret = ctx.config.codeHmacSecret
  if (!secret) throw new Error('CODE_HMAC_SECRET is not resolved')
  return secret
}

/**
 * A challenge for this ceremony and (a registration's) owner, good for 5 minutes: its claims and
 * random bytes, signed with the portal's HMAC key. Nothing is written, so asking for options
 * costs the database nothing however often it is asked; only an answered challenge is remembered.
 */
export function newChallenge(ctx: Pick<ServiceContext, 'config' | 'clock'>, purpose: PasskeyCeremony, owner?: PasskeyOwner) {
  const claims: ChallengeClaims = {
    purpose,
    owner: owner ?? null,
    expiresAt: ctx.clock().getTime() + passkeyChallengeSeconds * 1000,
    nonce: randomBytes(16).toString('base64url'),
  }
  const body = Buffer.from(JSON.stringify(claims))
  return new Uint8Array(Buffer.concat([body, macOf(secretOf(ctx), body)]))
}

function claimsOf(secret: string, challenge: string): ChallengeClaims | undefined {
  const bytes = Buffer.from(challenge, 'base64url')
  if (bytes.length <= macBytes) return undefined
  const body = bytes.subarray(0, bytes.length - macBytes)
  if (!timingSafeEqual(bytes.subarray(bytes.length - macBytes), macOf(secret, body))) return undefined
  try {
    return JSON.parse(body.toString('utf8')) as ChallengeClaims
  } catch {
    return undefined
  }
}

/**
 * Takes a challenge the portal signed for this ceremony, not expired and not answered before:
 * its use is remembered (by its SHA-256, until it expires) in the statement that takes it, so
 * that of two answers with it (on any nodes) one at most gets it. Answers its owner.
 */
export async function takeChallenge(
  ctx: Pick<ServiceContext, 'config' | 'db'>,
  challenge: string,
  purpose: PasskeyCeremony,
  now: Date,
): Promise<{ owner: PasskeyOwner | null } | undefined> {
  const claims = claimsOf(secretOf(ctx), challenge)
  if (!claims || claims.purpose !== purpose || claims.expiresAt <= now.getTime()) return undefined
  const [taken] = await ctx.db
    .insert(passkeyChallenges)
    .values({
      challengeHash: hashOf(challenge),
      purpose,
      memberId: claims.owner?.kind === 'member' ? claims.owner.id : null,
      staffId: claims.owner?.kind === 'staff' ? claims.owner.id : null,
      expiresAt: new Date(claims.expiresAt),
    })
    .onConflictDoNothing()
    .returning({ challengeHash: passkeyChallenges.challengeHash })
  return taken ? { owner: claims.owner } : undefined
}

/** The challenge an authenticator's answer signed, as its client data says; undefined when unreadable. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined
  } catch {
    return undefined
  }
}

/** Used challenges are forgotten once expired: a replay of one is refused by its expiry from then on. */
export async function purgeExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now))
}
