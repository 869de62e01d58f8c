import { type } from 'arktype'
import { RequestValidationError } from './request-validation-error.ts'

interface ArkSchema {
  (data: unknown): unknown
}

/**
 * One part of a request checked by its contract schema: its output (morphs applied) is what
 * handlers get; bad input throws the part's issues, which the error handler answers as a 400.
 */
export function checkedPart(schema: ArkSchema, data: unknown, part: 'params' | 'body' | 'querystring'): unknown {
  const result = schema(data)
  if (result instanceof type.errors) throw new RequestValidationError(part, result)
  return result
}
