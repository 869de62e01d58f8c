/** The PostgreSQL error of a unique_violation (23505), found however deep the driver wrapped it. */
function uniqueViolation(error: unknown): { constraint?: string } | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return e as { constraint?: string }
  }
  return undefined
}

export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== undefined
}

/** The unique index or constraint a unique_violation broke, e.g. members_held_phone_key. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  return uniqueViolation(error)?.constraint
}
