import type { StandardSchemaV1 } from '@tanstack/react-form'
import type { CountryCodeItem } from '#contract/reference'
import type { LoginRequest } from '#contract/schemas/auth'
import { schemaFieldErrors } from '#client/lib/schema-errors.ts'

type AuthSchemas = typeof import('#contract/schemas/auth')

let rules: Promise<AuthSchemas> | undefined
const schemas = new WeakMap<readonly CountryCodeItem[], StandardSchemaV1>()

/**
 * The contract's login schema, fetched when the member starts on the form: arktype is a
 * third of a first visit's JavaScript, and the login page must stay within its budget.
 */
export const loadLoginRules = (): Promise<AuthSchemas> => (rules ??= import('#contract/schemas/auth'))

export async function loginFieldErrors(value: LoginRequest, countryCodes: readonly CountryCodeItem[]) {
  const { loginSchema } = await loadLoginRules()
  let schema = schemas.get(countryCodes)
  if (!schema) schemas.set(countryCodes, (schema = loginSchema(countryCodes)))
  return schemaFieldErrors(schema, value)
}
