import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { decodeProblem } from '#contract/messages'
import { defaultCountryCode } from '#contract/reference'
import { loginSchema } from '#contract/schemas/auth'

const schema = loginSchema([defaultCountryCode, { id: 3, content: '+86', length: 11 }])

function problems(input: unknown) {
  const result = schema(input)
  if (!(result instanceof type.errors)) return {}
  return Object.fromEntries(result.map((issue) => [issue.path.join('.'), decodeProblem(issue.message) ?? issue.message]))
}

describe('login schema', () => {
  it('accepts a valid login and reads the country code id from a string too', () => {
    expect(schema({ countryCode: '1', phoneNumber: '91234567', password: 'x' })).toEqual({
      countryCode: 1,
      phoneNumber: '91234567',
      password: 'x',
    })
  })

  it('reports every field at once, each with its message key', () => {
    expect(problems({ countryCode: 1, phoneNumber: '', password: '' })).toEqual({
      phoneNumber: { key: 'Login.login-id-required' },
      password: { key: 'Login.password-required' },
    })
  })

  it('applies the rules of the chosen country code', () => {
    expect(problems({ countryCode: 3, phoneNumber: '91234567', password: 'x' })).toEqual({
      phoneNumber: { key: 'registerError.mobile-digits', params: { digit: 11 } },
    })
  })

  it('refuses a country code that is not in the list', () => {
    expect(problems({ countryCode: 99, phoneNumber: '91234567', password: 'x' })).toEqual({
      countryCode: { key: 'registerError.country-code-required' },
    })
  })

  it('refuses the wrong shape with arktype messages', () => {
    const found = problems({ countryCode: 0, phoneNumber: 91234567 })
    expect(Object.keys(found).sort()).toEqual(['countryCode', 'password', 'phoneNumber'])
  })
})
