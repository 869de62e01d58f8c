import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { and, eq } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import { passkeysPerOwner } from '#contract/rules/passkeys'
import { ReturnCode } from '#contract/return-codes'
import type { Passkey } from '#contract/schemas/passkeys'
import type { StaffSession } from '#contract/schemas/staff'
import type { ServiceContext } from '#server/context.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { passkeys, staffAccounts } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import {
  PasskeyRefused,
  registrationOptions,
  verifiedRegistration,
  withPasskeyNotice,
  type PasskeyHolder,
  ownPasskey,
  passkeysOf,
  passkeyView,
  type PasskeyOwner,
} from '../passkeys/index.ts'
import { checkCurrentPassword } from './enrolment-links.ts'

const ownerOf = (staff: StaffSession): PasskeyOwner => ({ kind: 'staff', id: staff.id })

/** What notices and the audit log say of a staff member's change to their own passkeys; the e-mail in the console's language. */
const holderOf = (staff: StaffSession, lang: Lang): PasskeyHolder => ({
  actor: staff,
  target: { kind: 'staff', id: staff.id },
  name: staff.name,
  email: staff.email,
  language: lang,
})

const notFound = () => new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })

async function accountOf(ctx: ServiceContext, staff: StaffSession) {
  const [account] = await ctx.db
    .select({ id: staffAccounts.id, passwordHash: staffAccounts.passwordHash, passkeyRequired: staffAccounts.passkeyRequired })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staff.id))
  if (!account) throw new Error('The signed-in staff account went away')
  return account
}

export async function staffPasskeys(ctx: ServiceContext, staff: StaffSession): Promise<Passkey[]> {
  return (await passkeysOf(ctx.db, ownerOf(staff))).map(passkeyView)
}

/** Registration options, after the current password (throttled like sign-in): a session alone adds no factor. */
export async function staffRegistrationOptions(
  ctx: ServiceContext,
  staff: StaffSession,
  password: string,
  ip: string,
  lang: Lang,
) {
  await checkCurrentPassword(ctx, await accountOf(ctx, staff), password, ip, lang, ctx.clock())
  if ((await passkeysOf(ctx.db, ownerOf(staff))).length >= passkeysPerOwner) {
    throw new ApiError(
      ReturnCode.unprocessable,
      { key: 'profile.passkeysFull', params: { count: passkeysPerOwner } },
      { httpStatus: 422 },
    )
  }
  return { options: await registrationOptions(ctx, ownerOf(staff), { name: staff.email, displayName: staff.name }) }
}

export async function addStaffPasskey(
  ctx: ServiceContext,
  staff: StaffSession,
  input: { name: string; credential: RegistrationResponseJSON },
  lang: Lang,
): Promise<Passkey> {
  const made = await verifiedRegistration(ctx, ownerOf(staff), input.credential).catch((error: unknown) => {
    if (error instanceof PasskeyRefused) {
      ctx.log.info({ reason: error.message }, 'staff passkey registration refused')
      throw new ApiError(ReturnCode.unprocessable, { key: 'profile.passkeyNotAdded' }, { httpStatus: 422 })
    }
    throw error
  })
  try {
    return await withPasskeyNotice(ctx, holderOf(staff, lang), 'added', input.name, async (tx) => {
      const [row] = await tx
        .insert(passkeys)
        .values({ ...made, staffId: staff.id, name: input.name, createdAt: ctx.clock() })
        .returning()
      return passkeyView(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ReturnCode.conflict, { key: 'profile.passkeyNotAdded' }, { httpStatus: 409 })
    throw error
  }
}

/** Removes one of the staff member's own passkeys (see {@link removeAccountPasskey}). */
export async function removeStaffPasskey(ctx: ServiceContext, staff: StaffSession, id: string, lang: Lang): Promise<void> {
  await removeAccountPasskey(ctx, holderOf(staff, lang), id)
}

/**
 * Removes a passkey of the holder's account (their own, or as an admin does), told to its person
 * and audited; but not the last of an account an admin requires a passkey of (it could no
 * longer sign in).
 */
export async function removeAccountPasskey(ctx: ServiceContext, holder: PasskeyHolder, id: string): Promise<void> {
  const owner: PasskeyOwner = { kind: 'staff', id: holder.target.id }
  const row = await ownPasskey(ctx.db, owner, id)
  if (!row) throw notFound()
  await withPasskeyNotice(ctx, holder, 'removed', row.name, async (tx) => {
    const [account] = await tx
      .select({ passkeyRequired: staffAccounts.passkeyRequired })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, owner.id))
      .for('update')
    if (account?.passkeyRequired && (await passkeysOf(tx, owner)).length <= 1) {
      throw new ApiError(ReturnCode.conflict, { key: 'server.staffLastPasskeyRequired' }, { httpStatus: 409 })
    }
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.staffId, owner.id)))
      .returning({ id: passkeys.id })
    if (removed.length === 0) throw notFound()
  })
}
