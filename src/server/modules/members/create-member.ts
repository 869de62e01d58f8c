import { type } from 'arktype'
import { eq } from 'drizzle-orm'
import { langs } from '#contract/languages'
import type { CountryCodeItem } from '#contract/reference'
import { emailProblem, normalizeEmail } from '#contract/rules/personal-details'
import { phoneProblem } from '#contract/rules/phone'
import { rowId } from '#contract/schemas/common'
import { tiers } from '#contract/rules/profile'
import type { ServiceContext } from '#server/context.ts'
import { isUniqueViolation } from '#server/db/errors.ts'
import { languages } from '#server/db/schema.ts'
import { hashPassword } from '#server/lib/passwords.ts'
import { problemMessage, serverText } from '#server/lib/server-messages.ts'
import { listDropDown } from '#server/db/reference-lists.ts'
import { insertMember } from './member-store.ts'

/** A member created by an operator (e.g. one migrated from the old portal). */
export const newMemberInput = type({
  countryCode: rowId,
  phone: 'string',
  'password?': 'string',
  'email?': type('string')
    .pipe(normalizeEmail)
    .narrow((email, ctx) => !emailProblem(email) || ctx.mustBe('a bare e-mail address (chan@example.com)')),
  firstName: '0 < string <= 30',
  surname: '0 < string <= 30',
  tier: type.enumerated(...tiers),
  language: type.enumerated(...langs),
  firstTime: 'boolean',
  /** Consents to news and offers from the group (a migrated member who gave it on the old portal): taken as given now. */
  'marketingConsent?': 'boolean',
})
export type NewMemberInput = typeof newMemberInput.infer

export class MemberInputError extends Error {
  override readonly name = 'MemberInputError'
}

/** NIST 800-63B's floor; the member-facing policy applies when members choose their own. */
const operatorPasswordMinLength = 8

export async function createMember(ctx: ServiceContext, input: NewMemberInput): Promise<{ id: string; clubMemberId: string }> {
  const countryCodes: CountryCodeItem[] = await listDropDown(ctx.db, 'COUNTRY_CODE')
  const countryCode = countryCodes.find((code) => code.id === input.countryCode)
  if (!countryCode) throw new MemberInputError(`Unknown country code id ${input.countryCode}`)
  const problem = phoneProblem(input.phone, countryCode, 'registration')
  if (problem) throw new MemberInputError(`Phone: ${serverText('en', problemMessage(problem))}`)
  if (input.password === undefined && !input.firstTime) {
    throw new MemberInputError('A password is needed (only a --first-time member may be created without one)')
  }
  if (input.password !== undefined && input.password.length < operatorPasswordMinLength) {
    throw new MemberInputError(`The password needs at least ${operatorPasswordMinLength} characters`)
  }
  const [language] = await ctx.db.select({ id: languages.id }).from(languages).where(eq(languages.language, input.language))
  try {
    return await insertMember(ctx.db, {
      countryCodeId: countryCode.id,
      mobilePhone: input.phone,
      emailAddress: input.email ?? null,
      firstName: input.firstName,
      lastName: input.surname,
      tier: input.tier,
      defaultLangId: language?.id ?? null,
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
      firstTimeLogin: input.firstTime,
      consentToGroup: input.marketingConsent ?? false,
      consentToGroupAt: input.marketingConsent ? ctx.clock() : null,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new MemberInputError('A member with this mobile number or e-mail address already exists')
    throw error
  }
}
