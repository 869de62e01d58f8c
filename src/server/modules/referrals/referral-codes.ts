import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { type } from 'arktype'
import type { SinoEstateItem } from '#contract/reference'
import { ReturnCode } from '#contract/return-codes'
import { addressProblems, emptyAddressFields, type AddressFields } from '#contract/rules/address'
import { normaliseReferralCode, referralCodeFormat } from '#contract/rules/referral-code'
import type { ReferralCodeAnswer } from '#contract/schemas/registration'
import { referralCodeTypes } from '#contract/rules/referral-code'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import type { ServerMessage } from '#server/lib/server-messages.ts'
import type { ReferralCode as StaffReferralCode } from '#contract/schemas/staff-admin'
import { members, referralCodes } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { listDropDown } from '#server/db/reference-lists.ts'
import { operatorActor, recordAudit, type AuditActor } from '../audit/index.ts'

const invalidReferral = () => new ApiError(ReturnCode.invalidReferral, { key: 'registerError.referral-code-invalid' })

export type ReferralCode = typeof referralCodes.$inferSelect

/** An unused referral code; an unknown, malformed or used one answers 623. */
export async function findUsableReferral(db: Db, code: string): Promise<ReferralCode> {
  const normalised = normaliseReferralCode(code)
  if (!referralCodeFormat.test(normalised)) throw invalidReferral()
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, normalised))
  if (!row || row.usedAt) throw invalidReferral()
  return row
}

/** The address of a referral's estate, with what the member typed for unit, floor and block. */
export const estateAddress = (estate: SinoEstateItem, typed: AddressFields): AddressFields => ({
  ...typed,
  isLiveInSinoProperties: true,
  sinoEstate: estate.id,
  nonSinoEstate: null,
  otherEstate: '',
  propertyTypeId: estate.propertyTypeId,
  street: estate.street ?? typed.street,
  district: estate.districtId,
  otherDistrict: '',
  areaId: estate.areaId,
  otherArea: '',
  countryId: estate.countryId,
  otherCountry: '',
})

/** The address fields a referral's estate fills in; the member types the rest. */
const estateFilledFields = [
  'sinoEstate',
  'otherEstate',
  'propertyTypeId',
  'street',
  'district',
  'otherDistrict',
  'areaId',
  'otherArea',
  'countryId',
  'otherCountry',
] as const

/** Whether the estate's own data make a complete address (the 'other' estate 21 does not). */
function estateAddressComplete(estate: SinoEstateItem): boolean {
  const blank: AddressFields = { ...emptyAddressFields, countryId: null }
  const problems = addressProblems(estateAddress(estate, blank))
  return estateFilledFields.every((field) => !problems[field])
}

export const referralAnswer = (referral: ReferralCode): ReferralCodeAnswer => ({
  type: referral.type,
  details: { sinoEstateId: referral.sinoEstateId },
})

/** Uses the code up for this member; a code someone used a moment earlier answers 623. */
export async function useReferral(db: Db, code: string, memberId: string, now: Date): Promise<void> {
  const [used] = await db
    .update(referralCodes)
    .set({ usedAt: now, usedByMemberId: memberId })
    .where(and(eq(referralCodes.code, code), isNull(referralCodes.usedAt)))
    .returning({ code: referralCodes.code })
  if (!used) throw invalidReferral()
}

/** An operator's new referral code (npm run referral:create). */
export const newReferralInput = type({
  code: 'string',
  'estate?': 'number.integer >= 1',
  type: type.enumerated(...referralCodeTypes),
})
export type NewReferralInput = typeof newReferralInput.infer

/** A refusal in an operator's words (the message) and in the console's (`text`). */
export class ReferralInputError extends Error {
  override readonly name = 'ReferralInputError'
  constructor(
    message: string,
    readonly text: ServerMessage,
  ) {
    super(message)
  }
}

/**
 * A new referral code, by an operator's command (npm run referral:create) or an admin in the
 * console, in one transaction with its audit entry.
 */
export async function createReferralCode(
  ctx: ServiceContext,
  input: NewReferralInput,
  actor: AuditActor = operatorActor,
): Promise<{ code: string; createdAt: Date }> {
  const code = normaliseReferralCode(input.code)
  if (!referralCodeFormat.test(code)) {
    throw new ReferralInputError('A referral code is 4 to 32 letters, digits or dashes', {
      key: 'registerError.referral-code-invalid',
    })
  }
  if (input.estate !== undefined) {
    const estate = (await listDropDown(ctx.db, 'SINO_ESTATE')).find((item) => item.id === input.estate)
    if (!estate) {
      throw new ReferralInputError(`Unknown estate id ${input.estate} (an id of the SINO_ESTATE list)`, {
        key: 'server.estateUnknown',
      })
    }
    // Registration fills in the estate's address and locks it: it must be complete.
    if (!estateAddressComplete(estate)) {
      throw new ReferralInputError(
        `Estate ${estate.id} (${estate.nameEn}) has no complete address of its own; choose a named estate or no estate`,
        { key: 'server.estateIncomplete' },
      )
    }
  }
  const now = ctx.clock()
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(referralCodes)
      .values({ code, type: input.type, sinoEstateId: input.estate ?? null, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code, createdAt: referralCodes.createdAt })
    if (!row) throw new ReferralInputError(`The referral code ${code} already exists`, { key: 'server.referralCodeTaken' })
    await recordAudit(tx, now, {
      actor,
      action: 'referral.create',
      target: { kind: 'referral', id: row.code },
      after: { type: input.type, estateId: input.estate ?? null },
    })
    return row
  })
}

const referralPage = 200

/** The referral codes, newest first, with who used each. */
export async function listReferralCodes(db: Db): Promise<{ codes: StaffReferralCode[]; more: boolean }> {
  const rows = await db
    .select({ referral: referralCodes, clubMemberId: members.clubMemberId })
    .from(referralCodes)
    .leftJoin(members, eq(members.id, referralCodes.usedByMemberId))
    .orderBy(desc(referralCodes.createdAt), asc(referralCodes.code))
    .limit(referralPage + 1)
  return {
    codes: rows.slice(0, referralPage).map(({ referral, clubMemberId }) => ({
      code: referral.code,
      type: referral.type,
      estateId: referral.sinoEstateId,
      createdAt: referral.createdAt.toISOString(),
      usedAt: referral.usedAt?.toISOString() ?? null,
      usedBy: referral.usedByMemberId && clubMemberId ? { id: referral.usedByMemberId, clubMemberId } : null,
    })),
    more: rows.length > referralPage,
  }
}
