import { type } from 'arktype'
import { phoneProblem } from '../rules/phone.ts'
import type { CountryCodeItem } from '../reference.ts'
import { phoneNumberInput, referenceId } from './common.ts'
import { rejectProblems } from './problems.ts'

/** The login payload; the phone rules need the country codes, so {@link loginSchema} adds them. */
export const loginRequest = type({
  countryCode: referenceId,
  phoneNumber: phoneNumberInput,
  password: 'string <= 256',
})

/**
 * The login payload with the phone rules, which depend on the chosen country code's digit
 * count, so the schema is made from the list.
 */
export function loginSchema(countryCodes: readonly Pick<CountryCodeItem, 'id' | 'content' | 'length'>[]) {
  const byId = new Map(countryCodes.map((code) => [code.id, code]))
  return loginRequest.narrow((login, ctx) => {
    const countryCode = byId.get(login.countryCode)
    return rejectProblems(ctx, {
      countryCode: countryCode ? undefined : { key: 'registerError.country-code-required' },
      phoneNumber: countryCode ? phoneProblem(login.phoneNumber, countryCode, 'login') : undefined,
      password: login.password === '' ? { key: 'Login.password-required' } : undefined,
    })
  })
}

export type LoginRequest = typeof loginRequest.inferOut

export const loginAnswer = type({ token: 'string', id: 'string' })
export type LoginAnswer = typeof loginAnswer.infer

/** Data of a 609 answer (first login of a migrated member): the member to verify. */
export const firstTimeLoginData = type({ id: 'string' })
/** Data of a 621 or 622 answer: where to ask for help. */
export const supportContactData = type({ supportEmail: 'string' })
/** A login to a registration that waits for its e-mail link: the member and where the link went. */
export const emailNotVerifiedData = type({ id: 'string', email: 'string' })
export type SupportContact = typeof supportContactData.infer

export const sessionAnswer = type({ memberId: 'string', expiresAt: 'string' })
export type SessionAnswer = typeof sessionAnswer.infer
