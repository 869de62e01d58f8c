import type { Lang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import type { UpdateProfileAnswer, UpdateProfileRequest } from '#contract/schemas/profile'
import { phoneChangePasswordProblem, storedProfileProblems } from '#contract/rules/profile'
import type { ServiceContext } from '#server/context.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { getProfile, saveProfileChanges } from '../members/index.ts'
import { listDropDown } from '#server/db/reference-lists.ts'
import { unknownReferenceIds } from '../reference/index.ts'
import { isCurrentPassword } from '../auth/index.ts'
import { startPhoneChange } from './phone-change.ts'

const hasProblems = (problems: Record<string, Problem | undefined>) => Object.values(problems).some(Boolean)

/**
 * updateProfile: saves the fields sent, all or nothing. Past the schema's rules, the date of
 * birth is checked with its parts on record, which stay as they are; ids must name entries of
 * their lists; a phone number is checked against the country code it will be used with (the
 * stored one when none is sent).
 * A new phone number is not saved here: it needs the current password, a code goes to it,
 * and it becomes the member's when the code is entered.
 */
export async function updateProfile(
  ctx: ServiceContext,
  memberId: string,
  changes: UpdateProfileRequest,
  lang: Lang,
): Promise<UpdateProfileAnswer> {
  const current = await getProfile(ctx, memberId)
  const { countryCodeId = current.countryCodeId, mobilePhone = current.mobilePhone, currentPassword, ...fields } = changes
  const phoneChanged = countryCodeId !== current.countryCodeId || mobilePhone !== current.mobilePhone
  const address = changes.contactAddress
  const problems = {
    ...storedProfileProblems(changes, current, await listDropDown(ctx.db, 'COUNTRY_CODE'), ctx.clock()),
    ...(await unknownReferenceIds(ctx.db, {
      salutationId: ['SALUTATION', changes.salutationId],
      ageRangeId: ['AGE_RANGE', changes.ageRangeId],
      nationalityId: ['NATIONALITY', changes.nationalityId],
      defaultLangId: ['LANGUAGE', changes.defaultLangId],
      countryCodeId: ['COUNTRY_CODE', changes.countryCodeId],
      'contactAddress.sinoEstate': ['SINO_ESTATE', address?.sinoEstate],
      'contactAddress.nonSinoEstate': ['NON_SINO_ESTATE', address?.nonSinoEstate],
      'contactAddress.propertyTypeId': ['TYPE_OF_PROPERTY', address?.propertyTypeId],
      'contactAddress.district': ['DISTRICT', address?.district],
      'contactAddress.areaId': ['AREA', address?.areaId],
      'contactAddress.countryId': ['COUNTRY', address?.countryId],
    })),
    currentPassword: phoneChangePasswordProblem(phoneChanged, currentPassword),
  }
  if (hasProblems(problems)) throw fieldErrors(lang, problems)

  if (phoneChanged) {
    if (!(await isCurrentPassword(ctx, memberId, currentPassword ?? ''))) {
      throw fieldErrors(lang, { currentPassword: { key: 'profile.currentPasswordIncorrect' } })
    }
    // The new number is checked (and its code sent) before anything is saved: a number in use refuses the whole edit.
    await startPhoneChange(ctx, memberId, { countryCodeId, mobilePhone }, lang)
  }
  await saveProfileChanges(ctx.db, memberId, fields, ctx.clock())
  return { phoneChangePending: phoneChanged }
}
