import { errorChain, errorCode } from '../lib/error-code.ts'

/** The PostgreSQL error of a unique_violation (23505), found however deep the driver wrapped it. */
const uniqueViolation = (error: unknown) => errorChain(error).find((e) => errorCode(e) === '23505')

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined
}

/** The unique index or constraint a unique_violation broke, e.g. members_held_phone_key. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const violation = uniqueViolation(error)
  return typeof violation === 'object' &&
    violation !== null &&
    'constraint' in violation &&
    typeof violation.constraint === 'string'
    ? violation.constraint
    : undefined
}
