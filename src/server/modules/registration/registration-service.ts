import { and, eq, gt, inArray, isNotNull, isNull, lt, min, or, sql, type SQL } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { addressProblems, type AddressFields, type PropertyOwnership } from '#contract/rules/address'
import { normaliseReferralCode } from '#contract/rules/referral-code'
import { fileCountProblem, uploadRules } from '#contract/rules/upload-files'
import { registrationLapseMinutes } from '#contract/verification'
import type {
  AccountExistingAnswer,
  AccountExistingQuery,
  PMemberRegistrationRequest,
  RegisterAnswer,
  RegistrationDetails,
  RegistrationPreferences,
  RegistrationRequest,
} from '#contract/schemas/registration'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import {
  memberAddresses,
  members,
  privilegeAddresses,
  upgradeFormDocuments,
  upgradeForms,
  uploadedFiles,
} from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import {
  addressKeyOf,
  countAddressFailure,
  askProofOfFailingAddress,
  refuseOwingAddress,
  watchAddressFailures,
  type Caller,
  type OwedProofs,
} from '#server/shared-state/address-limits.ts'
import { hourMs } from '#server/shared-state/send-throttle.ts'
import { listDropDown } from '#server/db/reference-lists.ts'
import { unknownReferenceIds } from '../reference/index.ts'
import { addressRow, contactHeld, usableRegistrant, insertMember } from '../members/index.ts'
import { sendCode } from '../verification/index.ts'
import { estateAddress, findUsableReferral, referralAnswer, type ReferralCode } from '../referrals/index.ts'

/** Registrations from the client address within the hour: those whose phone is not verified yet, and those verified. */
async function owedRegistrations(ctx: ServiceContext, addressKey: string, now: Date): Promise<OwedProofs> {
  const lapsedBefore = new Date(now.getTime() - registrationLapseMinutes * 60_000)
  const unproven = and(eq(members.registrationPending, true), isNull(members.phoneVerifiedAt))
  const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)
  const [owed] = await ctx.db
    .select({
      pending: counted(unproven),
      lapsed: counted(and(unproven, lt(members.createdAt, lapsedBefore))),
      proven: counted(isNotNull(members.phoneVerifiedAt)),
      oldestAt: min(members.createdAt),
    })
    .from(members)
    .where(and(eq(members.registeredFromKey, addressKey), gt(members.createdAt, new Date(now.getTime() - hourMs))))
  return { pending: owed?.pending ?? 0, lapsed: owed?.lapsed ?? 0, proven: owed?.proven ?? 0, oldestAt: owed?.oldestAt ?? null }
}

/**
 * A registration from a client address is refused while that address owes too many phone
 * proofs: registrations whose code was never entered. A crowd on one Wi-Fi that verifies its
 * phones owes none, however many register.
 */
async function allowRegistrationFrom(ctx: ServiceContext, ip: string): Promise<string> {
  const addressKey = addressKeyOf(ip)
  const now = ctx.clock()
  refuseOwingAddress(await owedRegistrations(ctx, addressKey, now), ctx.config.addressLimits, now)
  return addressKey
}

/** Answers that give nothing away: a referral code or an account that was not found is no failure of the asker. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.returnCode === ReturnCode.invalidReferral

/** A usable referral code, or 623; a client address trying codes that are not counts against itself. */
const usableReferralFrom = (ctx: ServiceContext, code: string, caller: Caller): Promise<ReferralCode> =>
  watchAddressFailures(ctx, 'referral', caller, isNotFound, () => findUsableReferral(ctx.db, code))

/**
 * checkAccountExisting: is the e-mail address, or the phone, already some member's? A crowd
 * registering mostly asks about contacts no one holds; an address that keeps finding accounts
 * is collecting them, and each find counts against it: past the free finds, every check from
 * the address brings a proof of effort, which makes collecting slow and still lets the others
 * behind the address register.
 */
export async function accountExists(
  ctx: ServiceContext,
  query: AccountExistingQuery,
  caller: Caller,
): Promise<AccountExistingAnswer> {
  const now = ctx.clock()
  const ip = caller.ip
  await askProofOfFailingAddress(ctx, 'lookup', caller, now)
  const contact =
    query.emailAddress !== undefined
      ? { email: query.emailAddress.trim() }
      : { countryCodeId: query.countryCodeId ?? 0, phone: query.mobilePhone ?? '' }
  const memberExisting = await contactHeld(ctx.db, contact)
  if (memberExisting) await countAddressFailure(ctx.db, 'lookup', ip, now)
  return { memberExisting }
}

/** getPMemberReferralCodeItemByCode: the referral's type and estate, or 623. */
export async function referralDetails(ctx: ServiceContext, code: string, caller: Caller) {
  return referralAnswer(await usableReferralFrom(ctx, code, caller))
}

interface NewRegistrant {
  details: RegistrationDetails
  address: AddressFields & { propertyOwnership: PropertyOwnership | null }
  preferences: RegistrationPreferences
  documentIds: readonly string[]
  password: string | null
  referral: ReferralCode | null
  /** The client address it came from, hashed. */
  addressKey: string
}

/**
 * Gives a registration its uploaded documents. A document may come from an earlier registration
 * whose phone was never verified: only the device that uploaded it knows its id, so this is
 * the same person sending again, and the earlier try keeps no document.
 */
async function claimDocuments(
  tx: Pick<Db, 'select' | 'update' | 'delete'>,
  memberId: string,
  documentIds: readonly string[],
  now: Date,
) {
  if (documentIds.length === 0) return []
  const unproven = tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.registrationPending, true), isNull(members.phoneVerifiedAt)))
  const claimed = await tx
    .update(uploadedFiles)
    .set({ ownerMemberId: memberId, claimedAt: now })
    .where(
      and(
        inArray(uploadedFiles.id, [...documentIds]),
        or(isNull(uploadedFiles.ownerMemberId), inArray(uploadedFiles.ownerMemberId, unproven)),
      ),
    )
    .returning({ id: uploadedFiles.id })
  if (claimed.length > 0) {
    await tx.delete(upgradeFormDocuments).where(
      inArray(
        upgradeFormDocuments.fileId,
        claimed.map(({ id }) => id),
      ),
    )
  }
  return claimed
}

const hasProblems = (problems: Record<string, Problem | undefined>) => Object.values(problems).some(Boolean)

/**
 * Creates the pending member with address and claimed documents in one transaction, then
 * sends the phone code. E-mail or phone in use answer field errors. The referral code is
 * used up only when the phone is verified, so a registration nobody verifies holds none.
 */
async function createRegistrant(ctx: ServiceContext, input: NewRegistrant, lang: Lang): Promise<RegisterAnswer> {
  const { details, address, preferences } = input
  const idProblems = await unknownReferenceIds(ctx.db, {
    salutationId: ['SALUTATION', details.salutationId],
    ageRangeId: ['AGE_RANGE', details.ageRangeId],
    nationalityId: ['NATIONALITY', details.nationalityId],
    defaultLangId: ['LANGUAGE', preferences.defaultLangId],
    sinoEstate: ['SINO_ESTATE', address.sinoEstate],
    nonSinoEstate: ['NON_SINO_ESTATE', address.nonSinoEstate],
    propertyTypeId: ['TYPE_OF_PROPERTY', address.propertyTypeId],
    district: ['DISTRICT', address.district],
    areaId: ['AREA', address.areaId],
    countryId: ['COUNTRY', address.countryId],
  })
  if (hasProblems(idProblems)) throw fieldErrors(lang, idProblems)

  const email = details.emailAddress.trim()
  const countryCodeId = details.countryCodeId ?? 0
  const taken = {
    emailAddress: (await contactHeld(ctx.db, { email })) ? ({ key: 'registerError.email-unique' } as const) : undefined,
    mobilePhone: (await contactHeld(ctx.db, { countryCodeId, phone: details.mobilePhone }))
      ? ({ key: 'registerError.mobile-unique' } as const)
      : undefined,
  }
  if (hasProblems(taken)) throw fieldErrors(lang, taken)

  const passwordHash = input.password === null ? null : await hashPassword(input.password)
  const now = ctx.clock()
  // Other unfinished registrations of this phone or address stay: whoever proves the phone first
  // keeps it, so typing someone else's number destroys nobody's sign-up.
  const memberId = await ctx.db.transaction(async (tx) => {
    const member = await insertMember(tx, {
      salutationId: details.salutationId,
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      emailAddress: email,
      countryCodeId,
      mobilePhone: details.mobilePhone,
      birthdayMonth: details.birthdayMonth,
      ageRangeId: details.ageRangeId ?? null,
      nationalityId: details.nationalityId ?? null,
      gender: details.gender === 'M' || details.gender === 'F' ? details.gender : null,
      defaultLangId: preferences.defaultLangId,
      tier: input.referral ? 'privilege' : 'ordinary',
      isLiveInSinoProperties: address.isLiveInSinoProperties,
      referralCode: input.referral?.code ?? null,
      passwordHash,
      registrationPending: true,
      tncAcceptedAt: now,
      picsAcceptedAt: now,
      consentToGroup: preferences.isConsentToSinoGroup,
      consentToGroupAt: preferences.isConsentToSinoGroup ? now : null,
      registeredFromKey: input.addressKey,
      createdAt: now,
      updatedAt: now,
    })
    const row = addressRow(address)
    await tx.insert(memberAddresses).values({
      memberId: member.id,
      propertyOwnership: address.propertyOwnership,
      ...row,
      createdAt: now,
      updatedAt: now,
    })
    // A referred registration is granted Privilege for this address.
    if (input.referral) await tx.insert(privilegeAddresses).values({ memberId: member.id, ...row, grantedAt: now })
    const claimed = await claimDocuments(tx, member.id, input.documentIds, now)
    if (claimed.length !== new Set(input.documentIds).size) {
      throw fieldErrors(lang, { addressDocumentId: { key: 'registerError.document-invalid' } })
    }
    if (address.propertyOwnership !== null && !input.referral) {
      // A membership type with its proof documents is an application for Privilege, in review at once.
      const [form] = await tx
        .insert(upgradeForms)
        .values({
          memberId: member.id,
          status: claimed.length > 0 ? 'pending' : 'applied',
          fromRegistration: true,
          isOwner: address.propertyOwnership === 'Owner',
          isResident: address.propertyOwnership === 'Resident',
          isTenant: address.propertyOwnership === 'Tenant',
          ...row,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: upgradeForms.id })
      if (form && claimed.length > 0) {
        await tx
          .insert(upgradeFormDocuments)
          .values(claimed.map(({ id }) => ({ formId: form.id, fileId: id, purpose: 'address' as const, attachedAt: now })))
      }
    }
    return member.id
  })

  try {
    const registrant = await usableRegistrant(ctx, memberId)
    await sendCode(ctx, registrant, 'register', preferences.language)
  } catch (error) {
    // Too many codes for this phone just now: the account stands, verify-phone can ask again later.
    if (error instanceof ApiError && error.returnCode === ReturnCode.tooManyRequests) return { memberId }
    throw error
  }
  return { memberId }
}

/** register: an ordinary registration with its password (a valid referral code makes it Privilege). */
export async function register(ctx: ServiceContext, request: RegistrationRequest, caller: Caller): Promise<RegisterAnswer> {
  const addressKey = await allowRegistrationFrom(ctx, caller.ip)
  const referralCode = request.referralCode?.trim()
  const referral = referralCode ? await usableReferralFrom(ctx, referralCode, caller) : null
  return createRegistrant(
    ctx,
    {
      details: request,
      address: request,
      preferences: request,
      documentIds: request.addressDocumentId,
      password: request.password,
      referral,
      addressKey,
    },
    request.language,
  )
}

const ownershipOfReferral = { owner: 'Owner', tenant: 'Tenant', resident: 'Resident', staff: null } as const

/**
 * registerPMember: a referred registration, no password yet (it is set from the e-mail link).
 * A referral with an estate fills in the estate's address; the member adds unit, floor and block.
 */
export async function registerPMember(
  ctx: ServiceContext,
  request: PMemberRegistrationRequest,
  caller: Caller,
): Promise<RegisterAnswer> {
  const addressKey = await allowRegistrationFrom(ctx, caller.ip)
  const referral = await usableReferralFrom(ctx, normaliseReferralCode(request.referralCode), caller)
  const typed: AddressFields = {
    isLiveInSinoProperties: request.isLiveInSinoProperties,
    sinoEstate: request.sinoEstate ?? null,
    nonSinoEstate: request.nonSinoEstate ?? null,
    otherEstate: request.otherEstate ?? '',
    propertyTypeId: request.propertyTypeId ?? null,
    unit: request.unit ?? '',
    floor: request.floor ?? '',
    block: request.block ?? '',
    street: request.street ?? '',
    district: request.district ?? null,
    otherDistrict: request.otherDistrict ?? '',
    areaId: request.areaId ?? null,
    otherArea: request.otherArea ?? '',
    countryId: request.countryId ?? null,
    otherCountry: request.otherCountry ?? '',
  }
  const estate = referral.sinoEstateId
    ? (await listDropDown(ctx.db, 'SINO_ESTATE')).find((item) => item.id === referral.sinoEstateId)
    : undefined
  const address = estate ? estateAddress(estate, typed) : typed
  const problems = {
    ...addressProblems(address),
    addressDocumentId: fileCountProblem(uploadRules.document, request.addressDocumentId.length),
  }
  if (hasProblems(problems)) throw fieldErrors(request.language, problems)
  return createRegistrant(
    ctx,
    {
      details: request,
      address: { ...address, propertyOwnership: ownershipOfReferral[referral.type] },
      preferences: request,
      documentIds: request.addressDocumentId,
      password: null,
      referral,
      addressKey,
    },
    request.language,
  )
}
