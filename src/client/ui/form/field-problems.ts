import type { Envelope, FieldProblem } from '#contract/envelope'
import { ReturnCode } from '#contract/return-codes'

/** The field problems of a 400 answer (a payload the server's rules refused); undefined for any other answer. */
export function fieldProblems(envelope: Envelope | undefined): readonly FieldProblem[] | undefined {
  if (envelope?.returnCode !== ReturnCode.badRequest) return undefined
  const data: unknown = envelope.data
  const errors: unknown = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined
  return Array.isArray(errors) && errors.length > 0 ? errors.filter(isFieldProblem) : undefined
}

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && 'field' in value && typeof value.field === 'string' && 'message' in value
