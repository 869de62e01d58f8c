import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { and, eq } from 'drizzle-orm'
import { passkeysPerOwner } from '#contract/rules/passkeys'
import { ReturnCode } from '#contract/return-codes'
import type { Passkey } from '#contract/schemas/passkeys'
import type { ServiceContext } from '#server/context.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { passkeys } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { findRecipient, fullName, type Recipient } from '../members/index.ts'
import { isCurrentPassword } from '../auth/index.ts'
import { PasskeyRefused, registrationOptions, verifiedRegistration } from './ceremonies.ts'
import type { Tx } from '#server/db/retrying-transaction.ts'
import type { AuditActor } from '../audit/index.ts'
import { removeEveryPasskey, withPasskeyNotice, type PasskeysEndedBy } from './passkey-notices.ts'
import { ownPasskey, passkeysOf, passkeyView, type PasskeyOwner } from './passkey-records.ts'

const ownerOfMember = (memberId: string): PasskeyOwner => ({ kind: 'member', id: memberId })

const notFound = () => new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })

async function holderOf(ctx: ServiceContext, memberId: string): Promise<Recipient> {
  const holder = await findRecipient(ctx.db, memberId)
  if (!holder) throw notFound()
  return holder
}

/**
 * passkeyRegistrationOptions: the current password first (611 when wrong, guessed no more often
 * than at login, with the other forms that ask it), so that a session alone cannot add a way in.
 */
export async function memberRegistrationOptions(ctx: ServiceContext, memberId: string, password: string) {
  if (!(await isCurrentPassword(ctx, memberId, password))) {
    throw new ApiError(ReturnCode.wrongPassword, { key: 'profile.currentPasswordIncorrect' })
  }
  const owner = ownerOfMember(memberId)
  if ((await passkeysOf(ctx.db, owner)).length >= passkeysPerOwner) {
    throw new ApiError(
      ReturnCode.unprocessable,
      { key: 'profile.passkeysFull', params: { count: passkeysPerOwner } },
      { httpStatus: 422 },
    )
  }
  const holder = await holderOf(ctx, memberId)
  // The name a password manager shows beside the passkey: the login the member knows.
  const name = `${holder.countryCodeContent} ${holder.mobilePhone}`.trim()
  return { options: await registrationOptions(ctx, owner, { name, displayName: fullName(holder) }) }
}

/** What notices and the audit log say of a member's change to their passkeys. */
const memberHolder = (holder: Recipient) => ({
  actor: { kind: 'member' as const, id: null, email: holder.clubMemberId },
  target: { kind: 'member' as const, id: holder.id },
  name: fullName(holder),
  email: holder.emailAddress,
  language: holder.lang,
})

/**
 * A new password, or every session ended: the member's passkeys go with them, in `tx`, so that
 * one added by whoever had the account opens it no more (`actor`: staff who did it). Answers
 * the e-mail's job naming them, to try once `tx` commits.
 */
export async function endMemberPasskeys(
  ctx: ServiceContext,
  tx: Tx,
  memberId: string,
  because: PasskeysEndedBy,
  actor?: AuditActor,
): Promise<string | null> {
  const holder = await findRecipient(tx, memberId)
  if (!holder) return null
  return removeEveryPasskey(ctx, tx, { ...memberHolder(holder), ...(actor ? { actor } : {}) }, because)
}

/** addPasskey: the authenticator's answer to a challenge handed to this member, kept under the name given. */
export async function addMemberPasskey(
  ctx: ServiceContext,
  memberId: string,
  input: { name: string; credential: RegistrationResponseJSON },
): Promise<Passkey> {
  const owner = ownerOfMember(memberId)
  const made = await verifiedRegistration(ctx, owner, input.credential).catch((error: unknown) => {
    if (error instanceof PasskeyRefused) {
      ctx.log.info({ reason: error.message }, 'passkey registration refused')
      throw new ApiError(ReturnCode.unprocessable, { key: 'profile.passkeyNotAdded' }, { httpStatus: 422 })
    }
    throw error
  })
  const holder = await holderOf(ctx, memberId)
  try {
    return await withPasskeyNotice(ctx, memberHolder(holder), 'added', input.name, async (tx) => {
      const [row] = await tx
        .insert(passkeys)
        .values({ ...made, memberId, name: input.name, createdAt: ctx.clock() })
        .returning()
      return passkeyView(row!)
    })
  } catch (error) {
    // The authenticator holds this credential for another account already.
    if (isUniqueViolation(error)) throw new ApiError(ReturnCode.conflict, { key: 'profile.passkeyNotAdded' }, { httpStatus: 409 })
    throw error
  }
}

export async function memberPasskeys(ctx: ServiceContext, memberId: string): Promise<Passkey[]> {
  return (await passkeysOf(ctx.db, ownerOfMember(memberId))).map(passkeyView)
}

export async function renameMemberPasskey(ctx: ServiceContext, memberId: string, id: string, name: string): Promise<Passkey> {
  const [row] = await ctx.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
    .returning()
  if (!row) throw notFound()
  return passkeyView(row)
}

/**
 * removePasskey, after the current password (611 when wrong): a stolen session alone cannot take
 * away the owner's way in. The passkey signs in no more from the moment its row is gone.
 */
export async function removeMemberPasskey(ctx: ServiceContext, memberId: string, id: string, password: string): Promise<void> {
  if (!(await isCurrentPassword(ctx, memberId, password))) {
    throw new ApiError(ReturnCode.wrongPassword, { key: 'profile.currentPasswordIncorrect' })
  }
  const owner = ownerOfMember(memberId)
  const row = await ownPasskey(ctx.db, owner, id)
  if (!row) throw notFound()
  const holder = await holderOf(ctx, memberId)
  await withPasskeyNotice(ctx, memberHolder(holder), 'removed', row.name, async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
      .returning({ id: passkeys.id })
    if (removed.length === 0) throw notFound()
  })
}
