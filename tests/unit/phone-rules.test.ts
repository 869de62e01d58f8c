import { describe, expect, it } from 'vitest'
import { defaultCountryCode } from '#contract/reference'
import { phoneMaxDigits, phoneProblem } from '#contract/rules/phone'

const hongKong = defaultCountryCode
const macao = { content: '+853', length: 8 }
const mainland = { content: '+86', length: 11 }
const others = { content: 'Others', length: 15 }
const shortOthers = { content: 'Others', length: 10 }

describe('phone rules', () => {
  describe('required', () => {
    it('asks for the login ID on the login form', () => {
      expect(phoneProblem('', hongKong, 'login')).toEqual({ key: 'Login.login-id-required' })
    })
    it('asks for the mobile number elsewhere', () => {
      expect(phoneProblem('', hongKong, 'registration')).toEqual({ key: 'registerError.mobile-required' })
    })
  })

  describe('digits only', () => {
    it.each(['9123456a', '9123 4567', '+85291234', '9123-4567', '９１２３４５６７'])('refuses %s', (phone) => {
      expect(phoneProblem(phone, hongKong, 'login')).toEqual({ key: 'Login.email_or_phone_invalid' })
    })
    it('accepts digits', () => {
      expect(phoneProblem('91234567', hongKong, 'login')).toBeUndefined()
    })
  })

  describe('at most 15 digits', () => {
    it('accepts 15 digits where the country code allows them', () => {
      expect(phoneProblem('1'.repeat(phoneMaxDigits), others, 'registration')).toBeUndefined()
    })
    it('refuses 16 digits, with the length the country code asks for', () => {
      expect(phoneProblem('1'.repeat(16), others, 'registration')).toEqual({
        key: 'registerError.mobile-digits-between',
        params: { digit: 15 },
      })
      expect(phoneProblem('9'.repeat(16), hongKong, 'registration')).toEqual({
        key: 'registerError.mobile-digits',
        params: { digit: 8 },
      })
    })
    it("caps 'Others' at 15 even where its list entry says more", () => {
      expect(phoneProblem('1'.repeat(16), { content: 'Others', length: 20 }, 'registration')).toEqual({
        key: 'registerError.mobile-digits-between',
        params: { digit: 15 },
      })
    })
  })

  describe("the country code's length", () => {
    it('refuses one digit short and one too many, with the digit count', () => {
      expect(phoneProblem('9123456', hongKong, 'login')).toEqual({ key: 'registerError.mobile-digits', params: { digit: 8 } })
      expect(phoneProblem('912345678', hongKong, 'login')).toEqual({ key: 'registerError.mobile-digits', params: { digit: 8 } })
    })
    it('accepts exactly the length', () => {
      expect(phoneProblem('61234567', macao, 'registration')).toBeUndefined()
      expect(phoneProblem('13812345678', mainland, 'registration')).toBeUndefined()
    })
    it('uses the length of the chosen code', () => {
      expect(phoneProblem('1381234567', mainland, 'registration')).toEqual({
        key: 'registerError.mobile-digits',
        params: { digit: 11 },
      })
    })
  })

  describe("'Others' allows up to its length", () => {
    it('accepts anything from 1 digit to the length', () => {
      expect(phoneProblem('1', shortOthers, 'registration')).toBeUndefined()
      expect(phoneProblem('1'.repeat(10), shortOthers, 'registration')).toBeUndefined()
    })
    it('refuses one more than the length', () => {
      expect(phoneProblem('1'.repeat(11), shortOthers, 'registration')).toEqual({
        key: 'registerError.mobile-digits-between',
        params: { digit: 10 },
      })
    })
  })

  describe('+852 numbers start with 4 to 9', () => {
    it.each(['01234567', '11234567', '21234567', '31234567'])('refuses %s', (phone) => {
      expect(phoneProblem(phone, hongKong, 'login')).toEqual({ key: 'registerError.mobile_number_4_to_9' })
    })
    it.each(['41234567', '51234567', '61234567', '71234567', '81234567', '91234567'])('accepts %s', (phone) => {
      expect(phoneProblem(phone, hongKong, 'login')).toBeUndefined()
    })
    it('does not apply to other codes of 8 digits', () => {
      expect(phoneProblem('21234567', macao, 'login')).toBeUndefined()
    })
  })
})
