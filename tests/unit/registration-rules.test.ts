import { describe, expect, it } from 'vitest'
import {
  birthMonthProblem,
  consentProblem,
  countryCodeProblem,
  emailMaxLength,
  emailProblem,
  firstNameProblem,
  languagePreferenceProblem,
  nameMaxLength,
  salutationProblem,
  surnameProblem,
} from '#contract/rules/personal-details'
import { confirmPasswordProblem, passwordHintParams, passwordProblem } from '#contract/rules/password'
import { otpCodeProblem } from '#contract/rules/otp-code'
import { normaliseReferralCode, referralCodeProblem } from '#contract/rules/referral-code'

describe('registration step 1', () => {
  it('salutation is required', () => {
    expect(salutationProblem(null)).toEqual({ key: 'registerError.salutation-required' })
    expect(salutationProblem(1)).toBeUndefined()
  })

  it('first name is required and at most 30 characters', () => {
    expect(firstNameProblem('')).toEqual({ key: 'registerError.firstName-required' })
    expect(firstNameProblem('   ')).toEqual({ key: 'registerError.firstName-required' })
    expect(firstNameProblem('a'.repeat(nameMaxLength))).toBeUndefined()
    expect(firstNameProblem('a'.repeat(nameMaxLength + 1))).toEqual({ key: 'registerError.name-max', params: { digit: 30 } })
  })

  it('surname is required and at most 30 characters', () => {
    expect(surnameProblem('')).toEqual({ key: 'registerError.surname-required' })
    expect(surnameProblem('陳'.repeat(30))).toBeUndefined()
    expect(surnameProblem('陳'.repeat(31))).toEqual({ key: 'registerError.name-max', params: { digit: 30 } })
  })

  it('e-mail is required and in e-mail format', () => {
    expect(emailProblem('')).toEqual({ key: 'registerError.email-required' })
    for (const bad of [
      'chan',
      'chan@',
      'chan@example',
      '@example.com',
      'chan tai@example.com',
      'chan@@example.com',
      'chan@example..com',
      'x<a@example.com>',
      'Chan <chan@example.com>',
      'a@example.com,b',
      '"a"@example.com',
      'a@[127.0.0.1]',
    ]) {
      expect(emailProblem(bad), bad).toEqual({ key: 'registerError.email-invalid' })
    }
    for (const good of [
      'chan@example.com',
      'tai.man+club@mail.example.hk',
      'CHAN@EXAMPLE.COM',
      ' chan@example.com ',
      '陳@例子.香港',
    ])
      expect(emailProblem(good), good).toBeUndefined()
  })

  it('e-mail is at most 254 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
    expect(emailProblem(at(emailMaxLength))).toBeUndefined()
    expect(emailProblem(at(emailMaxLength + 1))).toEqual({ key: 'registerError.email-invalid' })
  })

  it('country code is required', () => {
    expect(countryCodeProblem(null)).toEqual({ key: 'registerError.country-code-required' })
    expect(countryCodeProblem(1)).toBeUndefined()
  })

  it('birth month is required and 1 to 12', () => {
    expect(birthMonthProblem(null)).toEqual({ key: 'registerError.birthday-month-required' })
    expect(birthMonthProblem(0)).toEqual({ key: 'registerError.birthday-month-invalid' })
    expect(birthMonthProblem(1)).toBeUndefined()
    expect(birthMonthProblem(12)).toBeUndefined()
    expect(birthMonthProblem(13)).toEqual({ key: 'registerError.birthday-month-invalid' })
    expect(birthMonthProblem(5.5)).toEqual({ key: 'registerError.birthday-month-invalid' })
  })
})

describe('final registration step', () => {
  it('language preference is required', () => {
    expect(languagePreferenceProblem(null)).toEqual({ key: 'registerError.languagePreference-required' })
    expect(languagePreferenceProblem(2)).toBeUndefined()
  })

  it('terms and the collection statement must both be accepted; news is optional', () => {
    const problem = { key: 'registerError.checkbox-accept-tncs-pics-required' }
    expect(consentProblem({ tncAcceptance: false, picsAcceptance: true })).toEqual(problem)
    expect(consentProblem({ tncAcceptance: true, picsAcceptance: false })).toEqual(problem)
    expect(consentProblem({ tncAcceptance: true, picsAcceptance: true })).toBeUndefined()
  })

  it('password is required', () => {
    expect(passwordProblem('')).toEqual({ key: 'verify.password-required' })
  })

  it('password is 8 to 16 characters', () => {
    expect(passwordProblem('Abcd@12')).toEqual({ key: 'verify.password-between' })
    expect(passwordProblem('Abcd@123')).toBeUndefined()
    expect(passwordProblem('Abcd@123Abcd@123')).toBeUndefined()
    expect(passwordProblem('Abcd@123Abcd@1234')).toEqual({ key: 'verify.password-between' })
  })

  it.each([
    ['no lowercase letter', 'ABCD@123'],
    ['no uppercase letter', 'abcd@123'],
    ['no digit', 'Abcd@efg'],
    ['no special', 'Abcd1234'],
    ['a special outside @$!%*?&', 'Abcd#123'],
    ['a space', 'Abcd @123'],
    ['a letter outside A-Z', 'Äbcd@123'],
  ])('password with %s is refused', (_case, password) => {
    expect(passwordProblem(password)).toEqual({ key: 'profile.newPasswordInvalid' })
  })

  it.each(['@', '$', '!', '%', '*', '?', '&'])('password may use the special %s', (special) => {
    expect(passwordProblem(`Abcd${special}123`)).toBeUndefined()
  })

  it('the hint names the lengths and exactly the symbols the rule takes', () => {
    expect(passwordHintParams).toEqual({ min: 8, max: 16, symbols: '@ $ ! % * ? &' })
    for (const symbol of passwordHintParams.symbols.split(' ')) expect(passwordProblem(`Kayan${symbol}2024`)).toBeUndefined()
    for (const symbol of ['#', '^', '-', ']', '\\', ' ']) expect(passwordProblem(`Kayan${symbol}2024`)).toBeDefined()
  })

  it('confirmation is required and equal to the password', () => {
    expect(confirmPasswordProblem('Abcd@123', '')).toEqual({ key: 'profile.retypePasswordRequired' })
    expect(confirmPasswordProblem('Abcd@123', 'Abcd@124')).toEqual({ key: 'profile.retypePasswordSame' })
    expect(confirmPasswordProblem('Abcd@123', 'Abcd@123')).toBeUndefined()
  })
})

describe('verification code', () => {
  it('is required', () => {
    expect(otpCodeProblem('')).toEqual({ key: 'registerError.verify-code-required' })
  })
  it('has exactly 6 digits', () => {
    expect(otpCodeProblem('12345')).toEqual({ key: 'registerError.verify-code-digits', params: { digit: 6 } })
    expect(otpCodeProblem('123456')).toBeUndefined()
    expect(otpCodeProblem('1234567')).toEqual({ key: 'registerError.verify-code-digits', params: { digit: 6 } })
    expect(otpCodeProblem('12a456')).toEqual({ key: 'registerError.verify-code-digits', params: { digit: 6 } })
  })
})

describe('referral code', () => {
  it('is optional in ordinary registration and required in the p-member flow', () => {
    expect(referralCodeProblem('', false)).toBeUndefined()
    expect(referralCodeProblem(null, false)).toBeUndefined()
    expect(referralCodeProblem('', true)).toEqual({ key: 'registerError.referral-code-required' })
  })
  it('is 4 to 32 letters, digits or dashes', () => {
    expect(referralCodeProblem('ABC', true)).toEqual({ key: 'registerError.referral-code-invalid' })
    expect(referralCodeProblem('ABC1', true)).toBeUndefined()
    expect(referralCodeProblem('A'.repeat(32), true)).toBeUndefined()
    expect(referralCodeProblem('A'.repeat(33), true)).toEqual({ key: 'registerError.referral-code-invalid' })
    expect(referralCodeProblem('ABC 123', true)).toEqual({ key: 'registerError.referral-code-invalid' })
  })
  it('does not care about case or surrounding spaces', () => {
    expect(normaliseReferralCode(' abc-123 ')).toBe('ABC-123')
  })
})
