import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tier } from '#contract/schemas/profile'
import type { Db } from '#server/db/database.ts'
import { members } from '#server/db/schema.ts'

/**
 * Every change of a member's own row outside the profile editor and member creation (both in
 * this folder too): the other modules call these, so that what a change writes, and that it
 * moves `updatedAt`, is said once. Each takes the transaction it is part of.
 */
type Writer = Pick<Db, 'update'>

/** A new password; a registration finished by it is no longer pending, a first-time login is over. */
export async function setPassword(
  tx: Writer,
  memberId: string,
  passwordHash: string,
  now: Date,
  { finishesRegistration = false, endsFirstTimeLogin = false } = {},
): Promise<void> {
  await tx
    .update(members)
    .set({
      passwordHash,
      updatedAt: now,
      ...(finishesRegistration ? { registrationPending: false } : {}),
      ...(endsFirstTimeLogin ? { firstTimeLogin: false } : {}),
    })
    .where(eq(members.id, memberId))
}

/** The login phone, moved to a number the member proved with a code. */
export async function setLoginPhone(
  tx: Writer,
  memberId: string,
  phone: { countryCodeId: number; mobilePhone: string },
  now: Date,
): Promise<void> {
  await tx
    .update(members)
    .set({ countryCodeId: phone.countryCodeId, mobilePhone: phone.mobilePhone, updatedAt: now })
    .where(eq(members.id, memberId))
}

/** The member proved the phone with its code. */
export async function markPhoneVerified(tx: Writer, memberId: string, now: Date): Promise<void> {
  await tx.update(members).set({ phoneVerifiedAt: now, updatedAt: now }).where(eq(members.id, memberId))
}

/**
 * The member opened an e-mail link: the address is theirs (a first-time login's link brings the
 * address it was sent to), and a verifying link finishes an ordinary registration. Answers the
 * address now held, if any.
 */
export async function markEmailVerified(
  tx: Writer,
  memberId: string,
  now: Date,
  { finishesRegistration = false, emailAddress }: { finishesRegistration?: boolean; emailAddress?: string | null } = {},
): Promise<string | null> {
  const [verified] = await tx
    .update(members)
    .set({
      emailVerifiedAt: now,
      updatedAt: now,
      ...(finishesRegistration ? { registrationPending: false } : {}),
      ...(emailAddress ? { emailAddress } : {}),
    })
    .where(eq(members.id, memberId))
    .returning({ emailAddress: members.emailAddress })
  return verified?.emailAddress ?? null
}

/** The tier a decision gives; an approved staff application brings the staff number and company. */
export async function setTier(
  tx: Writer,
  memberId: string,
  tier: Tier,
  now: Date,
  staff?: { sinoStaffNumber: string | null; sinoStaffCompanyId: number | null },
): Promise<void> {
  await tx
    .update(members)
    .set({ tier, ...(staff ?? {}), updatedAt: now })
    .where(eq(members.id, memberId))
}

/** Members whose Privilege lapsed (an application that never got its documents) are Ordinary again. */
export async function lapseToOrdinary(tx: Writer, memberIds: readonly string[], now: Date): Promise<void> {
  if (memberIds.length === 0) return
  await tx
    .update(members)
    .set({ tier: 'ordinary', updatedAt: now })
    .where(and(inArray(members.id, [...memberIds]), sql`${members.tier} <> 'ordinary'`))
}

/** A new member: a registration, or one an operator makes. Answers its id and member ID. */
export async function insertMember(
  tx: Pick<Db, 'insert'>,
  values: typeof members.$inferInsert,
): Promise<{ id: string; clubMemberId: string }> {
  const [member] = await tx.insert(members).values(values).returning({ id: members.id, clubMemberId: members.clubMemberId })
  if (!member) throw new Error('insert returned no member')
  return member
}

/** Deletes members (registrations never finished, an account closed); what hangs on them goes with them. */
export async function deleteMembers(tx: Pick<Db, 'delete'>, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return
  await tx.delete(members).where(inArray(members.id, [...memberIds]))
}

/**
 * The member's consent to news and offers from the group, given anew (today's date, the earlier
 * withdrawal no longer stands) or withdrawn. A consent already as asked keeps its dates: answers
 * whether anything changed.
 */
export async function setMarketingConsent(tx: Writer, memberId: string, given: boolean, now: Date): Promise<boolean> {
  const changed = await tx
    .update(members)
    .set(
      given
        ? { consentToGroup: true, consentToGroupAt: now, consentToGroupWithdrawnAt: null, updatedAt: now }
        : { consentToGroup: false, consentToGroupWithdrawnAt: now, updatedAt: now },
    )
    .where(and(eq(members.id, memberId), eq(members.consentToGroup, !given)))
    .returning({ id: members.id })
  return changed.length > 0
}
