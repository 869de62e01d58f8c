/**
 * Input refused before its schema sees it, because it would break what comes after (a NUL
 * character PostgreSQL cannot store, a broken multipart body): a 400 naming the field.
 */
export class BadInput extends Error {
  override readonly name = 'BadInput'
  readonly statusCode = 400

  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(reason)
  }
}
