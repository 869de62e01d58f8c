/**
 * The `code` an error carries (a system call's ENOENT, PostgreSQL's 23505), read without
 * trusting the thrown value's type.
 */
export const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined

/** The error and the causes it wraps, outermost first (drivers wrap the database's own error); a cause that loops ends it. */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let e: unknown = error; e && chain.length < 16; e = typeof e === 'object' && 'cause' in e ? e.cause : undefined)
    chain.push(e)
  return chain
}
