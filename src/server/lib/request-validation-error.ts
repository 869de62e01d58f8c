import type { ArkErrors } from 'arktype'

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
