import { createHash } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import { passkeyChallengeSeconds, type PasskeyCeremony } from '#contract/rules/passkeys'
import type { Db } from '#server/db/database.ts'
import { passkeyChallenges } from '#server/db/schema.ts'
import type { PasskeyOwner } from './passkey-records.ts'

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex')

/** Keeps a challenge handed out, for its ceremony and (a registration's) owner, for 5 minutes. */
export async function keepChallenge(
  db: Db,
  challenge: string,
  purpose: PasskeyCeremony,
  owner: PasskeyOwner | undefined,
  now: Date,
): Promise<void> {
  await db.insert(passkeyChallenges).values({
    challengeHash: hashOf(challenge),
    purpose,
    memberId: owner?.kind === 'member' ? owner.id : null,
    staffId: owner?.kind === 'staff' ? owner.id : null,
    expiresAt: new Date(now.getTime() + passkeyChallengeSeconds * 1000),
  })
}

/**
 * Takes a challenge the server handed out for this ceremony and not yet answered: deleted in the
 * same statement, so that of two answers with it (on any nodes) one at most gets it.
 */
export async function takeChallenge(db: Db, challenge: string, purpose: PasskeyCeremony, now: Date) {
  const [taken] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hashOf(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ memberId: passkeyChallenges.memberId, staffId: passkeyChallenges.staffId })
  return taken
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

/** Challenges never answered are deleted once expired. */
export async function purgeExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now))
}
