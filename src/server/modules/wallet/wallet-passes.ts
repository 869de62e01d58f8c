import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { isLang, type Lang } from '#contract/languages'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { walletDeviceRegistrations, walletPasses } from '#server/db/schema.ts'

export const passChangedJob = 'wallet.passChanged'

/** What changed a member's passes: the wallets are told, and a closed account's pass is voided. */
export type PassChange = 'tier' | 'closed'

export type WalletPass = typeof walletPasses.$inferSelect

/** Keys of earlier downloads of the same pass stay good (another device may still hold one), up to this many. */
const keptTokens = 5

/** 128 random bits: nothing of the member, nothing to count up from. */
const newSerial = () => randomBytes(16).toString('base64url')
const newToken = () => randomBytes(24).toString('base64url')
const tokenHash = (token: string) => createHash('sha256').update(token).digest()

/** A pass's language as kept; a row written by a later release with another is read as English. */
export const passLang = (pass: WalletPass): Lang => (isLang(pass.lang) ? pass.lang : 'en')

/** The member's pass record, made on the first pass or link: its serial is the member's from then on. */
async function passRecord(db: Db, memberId: string, lang: Lang, now: Date): Promise<WalletPass> {
  const [kept] = await db.select().from(walletPasses).where(eq(walletPasses.memberId, memberId))
  if (kept) return kept
  await db
    .insert(walletPasses)
    .values({ serialNumber: newSerial(), memberId, lang, tokenHashes: [], updatedAt: now })
    .onConflictDoNothing()
  const [made] = await db.select().from(walletPasses).where(eq(walletPasses.memberId, memberId))
  if (!made) throw new Error('the wallet pass record was not kept')
  return made
}

/** The serial of the member's pass (Google's object id after the issuer). */
export async function passSerialOf(db: Db, memberId: string, lang: Lang, now: Date): Promise<string> {
  return (await passRecord(db, memberId, lang, now)).serialNumber
}

/**
 * A pass being handed to the member: its serial and a new key for Wallet to ask for updates
 * with, kept as a hash beside the last few (the same pass may be on another device).
 */
export async function issuePass(db: Db, memberId: string, lang: Lang, now: Date): Promise<{ pass: WalletPass; token: string }> {
  const record = await passRecord(db, memberId, lang, now)
  const token = newToken()
  const hash = tokenHash(token).toString('base64url')
  const [pass] = await db
    .update(walletPasses)
    .set({
      lang,
      // The new key first, then the newest of those kept: in one statement, so two downloads at once both count.
      tokenHashes: sql`jsonb_build_array(${hash}::text) || coalesce((select jsonb_agg(h order by n) from jsonb_array_elements_text(${walletPasses.tokenHashes}) with ordinality as kept(h, n) where n < ${keptTokens}), '[]'::jsonb)`,
    })
    .where(eq(walletPasses.serialNumber, record.serialNumber))
    .returning()
  return { pass: pass!, token }
}

/** The token of an `Authorization: ApplePass <token>` header, if it is one. */
export const applePassToken = (header: string | undefined): string | undefined =>
  /^ApplePass ([\w-]{16,200})$/.exec(header ?? '')?.[1]

/** The pass a Wallet request names, when its key is one of the pass's (compared in constant time). */
export async function passWithToken(db: Db, serialNumber: string, token: string): Promise<WalletPass | undefined> {
  const [pass] = await db.select().from(walletPasses).where(eq(walletPasses.serialNumber, serialNumber))
  if (!pass) return undefined
  const given = tokenHash(token)
  let found = false
  for (const kept of pass.tokenHashes) {
    const hash = Buffer.from(kept, 'base64url')
    if (hash.length === given.length && timingSafeEqual(hash, given)) found = true
  }
  return found ? pass : undefined
}

/** Registers a device for a pass's pushes; answers whether it is new (201) or was known (200, its push token renewed). */
export async function registerDevice(
  db: Db,
  deviceLibraryId: string,
  serialNumber: string,
  pushToken: string,
  now: Date,
): Promise<boolean> {
  const added = await db
    .insert(walletDeviceRegistrations)
    .values({ deviceLibraryId, serialNumber, pushToken, createdAt: now })
    .onConflictDoNothing()
    .returning({ serialNumber: walletDeviceRegistrations.serialNumber })
  if (added.length > 0) return true
  await db
    .update(walletDeviceRegistrations)
    .set({ pushToken })
    .where(
      and(
        eq(walletDeviceRegistrations.deviceLibraryId, deviceLibraryId),
        eq(walletDeviceRegistrations.serialNumber, serialNumber),
      ),
    )
  return false
}

export async function unregisterDevice(db: Db, deviceLibraryId: string, serialNumber: string): Promise<void> {
  await db
    .delete(walletDeviceRegistrations)
    .where(
      and(
        eq(walletDeviceRegistrations.deviceLibraryId, deviceLibraryId),
        eq(walletDeviceRegistrations.serialNumber, serialNumber),
      ),
    )
}

/**
 * The serials of the passes a device registered that changed after `since` (all of them without
 * it), and the newest change as the tag Wallet sends next time: milliseconds since 1970.
 */
export async function passesUpdatedSince(
  db: Db,
  deviceLibraryId: string,
  since: Date | undefined,
): Promise<{ serialNumbers: string[]; lastUpdated: string } | undefined> {
  const rows = await db
    .select({ serialNumber: walletPasses.serialNumber, updatedAt: walletPasses.updatedAt })
    .from(walletDeviceRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.serialNumber, walletDeviceRegistrations.serialNumber))
    .where(
      and(eq(walletDeviceRegistrations.deviceLibraryId, deviceLibraryId), since ? gt(walletPasses.updatedAt, since) : undefined),
    )
    .orderBy(desc(walletPasses.updatedAt))
    .limit(100)
  if (rows.length === 0) return undefined
  return { serialNumbers: rows.map((row) => row.serialNumber), lastUpdated: String(rows[0]!.updatedAt.getTime()) }
}

/** The push tokens of the devices registered for a pass. */
export async function pushTokensOf(db: Db, serialNumber: string): Promise<{ deviceLibraryId: string; pushToken: string }[]> {
  return db
    .select({ deviceLibraryId: walletDeviceRegistrations.deviceLibraryId, pushToken: walletDeviceRegistrations.pushToken })
    .from(walletDeviceRegistrations)
    .where(eq(walletDeviceRegistrations.serialNumber, serialNumber))
}

/**
 * What a writer calls, in its own transaction, when what a member's passes show changes (a tier,
 * a decision) or the account closes: the pass's time moves on (at least a second, the precision
 * of Last-Modified), a closed account's pass is voided and no longer tied to the member, and a
 * job tells the wallets once the transaction commits. Nothing is sent from inside it: a wallet
 * that fails never fails the writer, and a member without a pass costs one indexed update.
 */
export async function passesChanged(
  ctx: Pick<ServiceContext, 'jobs' | 'clock'>,
  tx: Pick<Db, 'update' | 'insert'>,
  memberIds: string | readonly string[],
  change: PassChange,
): Promise<void> {
  const now = ctx.clock()
  for (const memberId of typeof memberIds === 'string' ? [memberIds] : memberIds) {
    const changed = await tx
      .update(walletPasses)
      .set({
        updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${walletPasses.updatedAt} + interval '1 second')`,
        ...(change === 'closed' ? { voidedAt: now, memberId: null } : {}),
      })
      .where(eq(walletPasses.memberId, memberId))
      .returning({ serialNumber: walletPasses.serialNumber })
    for (const { serialNumber } of changed) await ctx.jobs.enqueue(passChangedJob, { serialNumber, change }, { db: tx })
  }
}
