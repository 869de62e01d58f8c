import { describe, expect, it } from 'vitest'
import { defaultCountryCode } from '#contract/reference'
import { loginSchema } from '#contract/schemas/auth'
import { schemaFieldErrors } from '#client/lib/schema-errors.ts'

describe('schema errors for forms', () => {
  const schema = loginSchema([defaultCountryCode])

  it('answers nothing when the value is valid', async () => {
    expect(await schemaFieldErrors(schema, { countryCode: 1, phoneNumber: '91234567', password: 'x' })).toBeUndefined()
  })

  it('answers the first message of each field, by field name', async () => {
    expect(await schemaFieldErrors(schema, { countryCode: 1, phoneNumber: '31234567', password: '' })).toEqual({
      fields: { phoneNumber: 'registerError.mobile_number_4_to_9', password: 'Login.password-required' },
    })
  })
})
