import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Passkey } from '#contract/schemas/passkeys'
import type { Db } from '#server/db/database.ts'
import { passkeys } from '#server/db/schema.ts'

/** Whose passkey: a member's (who signs in with it) or a staff member's (their second factor). */
export type PasskeyOwner = { kind: 'member' | 'staff'; id: string }

export type PasskeyRow = typeof passkeys.$inferSelect

const ownedBy = (owner: PasskeyOwner): SQL =>
  owner.kind === 'member' ? eq(passkeys.memberId, owner.id) : eq(passkeys.staffId, owner.id)

export const ownerOf = (row: Pick<PasskeyRow, 'memberId' | 'staffId'>): PasskeyOwner | undefined =>
  row.memberId ? { kind: 'member', id: row.memberId } : row.staffId ? { kind: 'staff', id: row.staffId } : undefined

export const passkeyView = (row: PasskeyRow): Passkey => ({
  id: row.id,
  credentialId: row.credentialId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

export async function passkeysOf(db: Pick<Db, 'select'>, owner: PasskeyOwner): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(ownedBy(owner)).orderBy(asc(passkeys.createdAt), asc(passkeys.id))
}

export async function passkeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
  return row
}

/** One of the owner's passkeys by its id; undefined for another's. */
export async function ownPasskey(db: Pick<Db, 'select'>, owner: PasskeyOwner, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), ownedBy(owner)))
  return row
}
