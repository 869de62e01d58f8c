/**
 * The numbers of registration, verification and recovery (issue 3; OWASP ASVS / NIST 800-63B).
 * The client shows the countdowns; the server enforces every one of them.
 */
export const otpRules = {
  digits: 6,
  validMinutes: 10,
  maxWrongTries: 5,
  resendGapSeconds: 60,
  sendsPerPhonePerHour: 5,
} as const

export const emailLinkRules = {
  keyBytes: 32,
  validHours: 24,
  resendGapSeconds: 60,
  sendsPerMemberPerHour: 5,
  /** A verified key that leads to a password form may set the password once within this time. */
  setPasswordMinutes: 30,
  /** A verified first-time code's key lets the member give an e-mail address within this time. */
  firstTimeKeyMinutes: 30,
} as const

/** A registration not finished this long after it began is deleted, and what it claimed is free again. */
export const unfinishedRegistrationHours = 48

/** A registration whose phone code was not entered this long after it began counts as never proven. */
export const registrationLapseMinutes = 15

/** How long, in seconds, the client remembers an e-mail verification result per key and type. */
export const emailVerifyMemoSeconds = 60

/** Verify-phone and verify-email offer to resend only after this many seconds, as the server allows. */
export const resendCountdownSeconds = otpRules.resendGapSeconds

export const otpTypes = ['register', 'firstTimeLogin', 'forgetPassword'] as const
export type OtpType = (typeof otpTypes)[number]

/** Every purpose a one-time code is sent for: the three a visitor asks for, and a logged-in member's new phone number. */
export const codePurposes = [...otpTypes, 'changePhone'] as const
export type CodePurpose = (typeof codePurposes)[number]

/** Which e-mail a resendEmail call sends again. */
export const emailResendTypes = ['registration', 'firstTimeLogin'] as const

/** The landing route an e-mail link opens: verifyUserAccount ends a registration, verifyUser leads to a password form. */
export const emailLinkTypes = ['verifyUser', 'verifyUserAccount'] as const
export type EmailLinkType = (typeof emailLinkTypes)[number]

/** What a verified e-mail link was for: the landing page goes on from there. */
export const emailLinkPages = ['registration', 'firstTimeLogin', 'forgetPassword'] as const
export type EmailLinkPage = (typeof emailLinkPages)[number]

/** The kinds of setupPassword: after p-member registration, forgotten password, first-time login. */
export const setupPasswordTypes = ['register', 'forgetPassword', 'firstTimeLogin'] as const
export type SetupPasswordType = (typeof setupPasswordTypes)[number]
