import type { Problem } from '../messages.ts'
import { otherCountryCodeContent, type CountryCodeItem } from '../reference.ts'

/** A phone number never has more digits than this; country codes ask for no more. */
export const phoneMaxDigits = 15

/** Login asks for a "login ID"; registration and recovery for a mobile number. */
export type PhoneUse = 'login' | 'registration'

type CountryCodeRule = Pick<CountryCodeItem, 'content' | 'length'>

/**
 * The phone rules, in the order a member would want to hear them: required, digits only, as
 * many digits as the country code asks (at most that many for "Others"), and a Hong Kong
 * mobile number starts with 4 to 9.
 */
export function phoneProblem(phone: string, countryCode: CountryCodeRule, use: PhoneUse): Problem | undefined {
  if (phone === '') {
    return { key: use === 'login' ? 'Login.login-id-required' : 'registerError.mobile-required' }
  }
  if (!/^[0-9]+$/.test(phone)) return { key: 'Login.email_or_phone_invalid' }
  if (countryCode.content === otherCountryCodeContent) {
    const most = Math.min(countryCode.length, phoneMaxDigits)
    return phone.length > most ? { key: 'registerError.mobile-digits-between', params: { digit: most } } : undefined
  }
  if (phone.length !== countryCode.length) {
    return { key: 'registerError.mobile-digits', params: { digit: countryCode.length } }
  }
  if (countryCode.content === '+852' && countryCode.length === 8 && !/^[4-9]/.test(phone)) {
    return { key: 'registerError.mobile_number_4_to_9' }
  }
  return undefined
}
