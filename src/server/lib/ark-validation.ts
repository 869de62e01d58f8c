import { type, type ArkErrors } from 'arktype'
import type { FastifySchemaCompiler } from 'fastify'

/** Bad input: the arktype issues of one part of the request (body, querystring, params). */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError'
  readonly statusCode = 400

  constructor(
    readonly part: string,
    readonly issues: ArkErrors,
  ) {
    super(issues.summary)
  }
}

interface ArkSchema {
  (data: unknown): unknown
}

/** Request schemas are the contract's arktype types; their output (morphs applied) is what handlers get. */
export const arkValidatorCompiler: FastifySchemaCompiler<ArkSchema> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema(data)
    return result instanceof type.errors ? { error: new RequestValidationError(httpPart ?? 'body', result) } : { value: result }
  }
