/**
 * Return codes carried in every answer's envelope. The 6xx and 8xx codes are business outcomes,
 * each named below; the others mirror the HTTP status they travel with.
 */
export const ReturnCode = {
  ok: 200,
  notModified: 304,
  badRequest: 400,
  unauthorised: 401,
  /** Not for this member: the parking privilege of an Ordinary member, an upgrade of a Privilege one. */
  forbidden: 403,
  notFound: 404,
  /** The same Idempotency-Key is still being answered (try again shortly); an application is already open. */
  conflict: 409,
  /** A link that has expired (a pass link): ask for a new one. */
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  /** An Idempotency-Key reused for a different request. */
  unprocessable: 422,
  /** Proof of effort wanted first: the client address failed often; `data.challenge` is the work, sent back solved. */
  proofOfWorkRequired: 428,
  tooManyRequests: 429,
  serverError: 500,
  /** Too busy for this call just now (password checks queued to the limit): try again after Retry-After. */
  serviceUnavailable: 503,
  /** The session has expired; on other calls: no such record for this member. */
  sessionExpired: 601,
  otpIncorrect: 603,
  firstTimeLogin: 609,
  forgetPassword: 610,
  wrongPassword: 611,
  noApplication: 612,
  accountNotFound: 617,
  /** Login with the right password to a registration whose e-mail link is not opened yet. */
  emailNotVerified: 618,
  uploadFailed: 620,
  duplicatedMember: 621,
  invalidMember: 622,
  /** Invalid referral code; on OTP resend: invalid number. */
  invalidReferral: 623,
  /**
   * The portal is under maintenance, switched on by its operator: a member's or visitor's write
   * (login, registration, a form, an upload) is refused with HTTP 503 and Retry-After, and kept
   * to send again by a device's outbox. Reads, the card and the staff console still work.
   */
  underMaintenance: 630,
  receiptAlreadyUploaded: 801,
} as const

export type ReturnCodeValue = (typeof ReturnCode)[keyof typeof ReturnCode]
