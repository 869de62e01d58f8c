import { type, type ArkErrors } from 'arktype'
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify'

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

/** Route schemas are the contract's arktype types; their output (morphs applied) is what handlers get. */
export const arkValidatorCompiler: FastifySchemaCompiler<ArkSchema> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema(data)
    return result instanceof type.errors
      ? { error: new RequestValidationError(httpPart ?? 'body', result) }
      : { value: result }
  }

export interface ArkTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends { infer: infer Output } ? Output : unknown
  serializer: this['schema'] extends { inferIn: infer Input } ? Input : unknown
}
