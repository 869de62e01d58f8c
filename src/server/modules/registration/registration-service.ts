import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import type { DropDownType } from '#contract/reference'
import { addressProblems, type AddressFields, type PropertyOwnership } from '#contract/rules/address'
import { normaliseReferralCode } from '#contract/rules/referral-code'
import { fileCountProblem, uploadRules } from '#contract/rules/upload-files'
import { lookupsPerAddressPerHour, referralMissesPerAddressPerHour, registrationsPerAddressPerHour } from '#contract/verification'
import type {
  AccountExistingAnswer,
  AccountExistingQuery,
  PMemberRegistrationRequest,
  RegisterAnswer,
  RegistrationDetails,
  RegistrationPreferences,
  RegistrationRequest,
} from '#contract/schemas/registration'
import type { ServiceContext } from '../../context.ts'
import { violatedUniqueConstraint } from '../../db/errors.ts'
import { memberAddresses, members, upgradeForms, uploadedFiles } from '../../db/schema.ts'
import { ApiError } from '../../lib/api-error.ts'
import { fieldErrors } from '../../lib/field-errors.ts'
import { hashPassword } from '../../lib/passwords.ts'
import { addressThrottleKey, giveBackSend, hourMs, takeSend, throttled } from '../../lib/send-throttle.ts'
import { listDropDown } from '../reference/service.ts'
import { sendCode } from '../verification/one-time-codes.ts'
import { usableRegistrant } from '../verification/registrant.ts'
import { estateAddress, findUsableReferral, referralAnswer, type ReferralCode } from './referral-codes.ts'

const lookupRule = { limit: lookupsPerAddressPerHour, windowMs: hourMs }
const registrationsPerAddressRule = { limit: registrationsPerAddressPerHour, windowMs: hourMs }
const referralMissRule = { limit: referralMissesPerAddressPerHour, windowMs: hourMs }

export async function allowLookupFrom(ctx: ServiceContext, ip: string): Promise<void> {
  const permit = await takeSend(ctx.db, addressThrottleKey('lookup', ip), lookupRule, ctx.clock())
  if (!permit.allowed) throw throttled(permit, 'request')
}

/** Counts a registration from a client address, before anything (a referral code) is looked up. */
async function allowRegistrationFrom(ctx: ServiceContext, ip: string): Promise<void> {
  const permit = await takeSend(ctx.db, addressThrottleKey('register', ip), registrationsPerAddressRule, ctx.clock())
  if (!permit.allowed) throw throttled(permit, 'request')
}

/**
 * A usable referral code, or 623. Each try is counted as a miss beforehand (so parallel
 * guesses cannot pass the limit) and given back when the code is good.
 */
async function usableReferralFrom(ctx: ServiceContext, code: string, ip: string): Promise<ReferralCode> {
  const key = addressThrottleKey('referral-miss', ip)
  const permit = await takeSend(ctx.db, key, referralMissRule, ctx.clock())
  if (!permit.allowed) throw throttled(permit, 'request')
  const referral = await findUsableReferral(ctx.db, code)
  await giveBackSend(ctx.db, key)
  return referral
}

/**
 * A registration that never verified its phone proves nothing about who typed the number or
 * address: it does not hold them, and a new registration replaces it.
 */
const holdsContact = sql`not (${members.registrationPending} and ${members.phoneVerifiedAt} is null) and ${members.status} <> 'duplicated'`
const samePhone = (countryCodeId: number, phone: string) => and(eq(members.countryCodeId, countryCodeId), eq(members.mobilePhone, phone))
const sameEmail = (email: string) => sql`lower(${members.emailAddress}) = lower(${email})`

async function anyMember(ctx: ServiceContext, condition: SQL | undefined): Promise<boolean> {
  const [row] = await ctx.db.select({ id: members.id }).from(members).where(and(condition, holdsContact)).limit(1)
  return row !== undefined
}

/** checkAccountExisting: is the e-mail address, or the phone, already some member's? */
export async function accountExists(ctx: ServiceContext, query: AccountExistingQuery, ip: string): Promise<AccountExistingAnswer> {
  await allowLookupFrom(ctx, ip)
  const condition =
    query.emailAddress !== undefined ? sameEmail(query.emailAddress.trim()) : samePhone(query.countryCodeId ?? 0, query.mobilePhone ?? '')
  return { memberExisting: await anyMember(ctx, condition) }
}

/** getPMemberReferralCodeItemByCode: the referral's type and estate, or 623. */
export async function referralDetails(ctx: ServiceContext, code: string, ip: string) {
  await allowLookupFrom(ctx, ip)
  return referralAnswer(await usableReferralFrom(ctx, code, ip))
}

type Ids = Partial<Record<string, [DropDownType, number | null | undefined]>>

/** Ids that name no entry of their reference list are bad input, not a database error. */
async function unknownIdProblems(ctx: ServiceContext, ids: Ids): Promise<Record<string, Problem | undefined>> {
  const problems: Record<string, Problem | undefined> = {}
  for (const [field, entry] of Object.entries(ids)) {
    if (!entry || entry[1] === null || entry[1] === undefined) continue
    const list = await listDropDown(ctx.db, entry[0])
    if (!list.some((item) => item.id === entry[1])) problems[field] = { key: 'common.invalid-input' }
  }
  return problems
}

interface NewRegistrant {
  details: RegistrationDetails
  address: AddressFields & { propertyOwnership: PropertyOwnership | null }
  preferences: RegistrationPreferences
  documentIds: readonly string[]
  password: string | null
  referral: ReferralCode | null
}

const hasProblems = (problems: Record<string, Problem | undefined>) => Object.values(problems).some(Boolean)

/**
 * Creates the pending member with address and claimed documents in one transaction, then
 * sends the phone code. E-mail or phone in use answer field errors. The referral code is
 * used up only when the phone is verified, so a registration nobody verifies holds none.
 */
async function createRegistrant(ctx: ServiceContext, input: NewRegistrant, lang: Lang): Promise<RegisterAnswer> {
  const { details, address, preferences } = input
  const idProblems = await unknownIdProblems(ctx, {
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
    emailAddress: (await anyMember(ctx, sameEmail(email))) ? ({ key: 'registerError.email-unique' } as const) : undefined,
    mobilePhone: (await anyMember(ctx, samePhone(countryCodeId, details.mobilePhone)))
      ? ({ key: 'registerError.mobile-unique' } as const)
      : undefined,
  }
  if (hasProblems(taken)) throw fieldErrors(lang, taken)

  const passwordHash = input.password === null ? null : await hashPassword(input.password)
  const now = ctx.clock()
  const memberId = await ctx.db.transaction(async (tx) => {
    await tx
      .delete(members)
      .where(
        and(
          or(samePhone(countryCodeId, details.mobilePhone), sameEmail(email)),
          eq(members.registrationPending, true),
          isNull(members.phoneVerifiedAt),
        ),
      )
    const [member] = await tx
      .insert(members)
      .values({
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
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: members.id })
    if (!member) throw new Error('insert returned no member')
    await tx.insert(memberAddresses).values({
      memberId: member.id,
      propertyOwnership: address.propertyOwnership,
      sinoEstateId: address.isLiveInSinoProperties ? address.sinoEstate : null,
      nonSinoEstateId: address.isLiveInSinoProperties ? null : address.nonSinoEstate,
      otherEstate: address.otherEstate.trim() || null,
      propertyTypeId: address.propertyTypeId,
      unit: address.unit.trim() || null,
      floor: address.floor.trim() || null,
      block: address.block.trim() || null,
      street: address.street.trim() || null,
      districtId: address.district,
      otherDistrict: address.otherDistrict.trim() || null,
      areaId: address.areaId,
      otherArea: address.otherArea.trim() || null,
      countryId: address.countryId,
      otherCountry: address.otherCountry.trim() || null,
      createdAt: now,
      updatedAt: now,
    })
    if (input.documentIds.length > 0) {
      const claimed = await tx
        .update(uploadedFiles)
        .set({ ownerMemberId: member.id, claimedAt: now })
        .where(and(inArray(uploadedFiles.id, [...input.documentIds]), isNull(uploadedFiles.ownerMemberId)))
        .returning({ id: uploadedFiles.id })
      if (claimed.length !== new Set(input.documentIds).size) {
        throw fieldErrors(lang, { addressDocumentId: { key: 'registerError.document-invalid' } })
      }
    }
    if (address.propertyOwnership !== null && !input.referral) {
      // A membership type with proof documents is an application for Privilege (spec section 4).
      await tx.insert(upgradeForms).values({ memberId: member.id, status: 'applied', createdAt: now, updatedAt: now })
    }
    return member.id
  }).catch((error: unknown) => {
    // Another registration took the phone or the address between the check and the insert.
    const constraint = violatedUniqueConstraint(error)
    if (constraint === 'members_active_phone_key') throw fieldErrors(lang, { mobilePhone: { key: 'registerError.mobile-unique' } })
    if (constraint === 'members_active_email_key') throw fieldErrors(lang, { emailAddress: { key: 'registerError.email-unique' } })
    throw error
  })

  const registrant = await usableRegistrant(ctx, memberId)
  try {
    await sendCode(ctx, registrant, 'register', preferences.language)
  } catch (error) {
    // Too many codes for this phone just now: the account stands, verify-phone can ask again later.
    if (!(error instanceof ApiError && error.returnCode === ReturnCode.tooManyRequests)) throw error
  }
  return { memberId }
}


/** register: an ordinary registration with its password (a valid referral code makes it Privilege). */
export async function register(ctx: ServiceContext, request: RegistrationRequest, ip: string): Promise<RegisterAnswer> {
  await allowRegistrationFrom(ctx, ip)
  const referralCode = request.referralCode?.trim()
  const referral = referralCode ? await usableReferralFrom(ctx, referralCode, ip) : null
  return createRegistrant(
    ctx,
    {
      details: request,
      address: request,
      preferences: request,
      documentIds: request.addressDocumentId,
      password: request.password,
      referral,
    },
    request.language,
  )
}

const ownershipOfReferral = { owner: 'Owner', tenant: 'Tenant', resident: 'Resident', staff: null } as const

/**
 * registerPMember: a referred registration, no password yet (it is set from the e-mail link).
 * A referral with an estate fills in the estate's address; the member adds unit, floor and block.
 */
export async function registerPMember(ctx: ServiceContext, request: PMemberRegistrationRequest, ip: string): Promise<RegisterAnswer> {
  await allowRegistrationFrom(ctx, ip)
  const referral = await usableReferralFrom(ctx, normaliseReferralCode(request.referralCode), ip)
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
    },
    request.language,
  )
}
