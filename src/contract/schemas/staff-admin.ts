import { type } from 'arktype'
import { normalizeEmail, emailProblem } from '../rules/personal-details.ts'
import { normaliseReferralCode, referralCodeProblem } from '../rules/referral-code.ts'
import { eventNameProblem, linkCountProblem, staffNameProblem, staffRoles, staffSetUps } from '../rules/staff-admin.ts'
import { langs } from '../languages.ts'
import { rejectProblems } from './problems.ts'
import { referralCodeTypes } from '../rules/referral-code.ts'

export type StaffSetUp = (typeof staffSetUps)[number]

export const staffAccount = type({
  id: 'string',
  email: 'string',
  name: 'string',
  role: type.enumerated(...staffRoles),
  disabled: 'boolean',
  pending: type.enumerated(...staffSetUps).or('null'),
  linkExpiresAt: 'string | null',
  createdAt: 'string',
  lastSignInAt: 'string | null',
  /** Passkeys the account holds, and whether it must sign in with one (no TOTP code). */
  passkeys: 'number.integer >= 0',
  passkeyRequired: 'boolean',
})
export type StaffAccount = typeof staffAccount.infer

/** POST /api/staff/accounts/:id/requirePasskey: whether the account signs in with a passkey only. */
export const requirePasskeyRequest = type({ required: 'boolean' })

export const staffAccountsAnswer = type({ accounts: staffAccount.array() })

/**
 * POST /api/staff/accounts: the same rules as `npm run staff:create`. No password: the person
 * chooses their own through the invitation e-mailed to them.
 */
export const newStaffRequest = type({
  email: type('string <= 320').pipe(normalizeEmail),
  name: 'string <= 200',
  role: type.enumerated(...staffRoles),
})
  // A password sent along (an old client) is refused, not quietly dropped.
  .onUndeclaredKey('reject')
  .narrow((request, ctx) =>
    rejectProblems(ctx, {
      email: emailProblem(request.email),
      name: staffNameProblem(request.name),
    }),
  )
  .pipe((request) => ({ ...request, name: request.name.trim() }))

/**
 * An account after a link was e-mailed to its person (a new account's invitation, another
 * one, or an authenticator reset): to whom, and until when it works. The link itself is
 * never answered: only its holder may use it.
 */
export const staffLinkSent = type({ account: staffAccount, sentTo: 'string', expiresAt: 'string' })
export type StaffLinkSent = typeof staffLinkSent.infer

export const referralCode = type({
  code: 'string',
  type: type.enumerated(...referralCodeTypes),
  estateId: 'number | null',
  createdAt: 'string',
  usedAt: 'string | null',
  usedBy: type({ id: 'string', clubMemberId: 'string' }).or('null'),
})
export type ReferralCode = typeof referralCode.infer

export const referralCodesAnswer = type({ codes: referralCode.array(), more: 'boolean' })

/** POST /api/staff/referralCodes: the same rules as `npm run referral:create`. */
export const newReferralRequest = type({
  code: 'string <= 64',
  type: type.enumerated(...referralCodeTypes),
  estateId: 'number.integer >= 1 | null',
})
  .narrow((request, ctx) => rejectProblems(ctx, { code: referralCodeProblem(request.code, true) }))
  .pipe((request) => ({ ...request, code: normaliseReferralCode(request.code) }))

/** POST /api/staff/receiptLinks: the same as `npm run receipt-link:create`. */
export const newReceiptLinksRequest = type({
  event: 'string <= 400',
  count: 'number',
  language: type.enumerated(...langs),
})
  .narrow((request, ctx) =>
    rejectProblems(ctx, { event: eventNameProblem(request.event), count: linkCountProblem(request.count) }),
  )
  .pipe((request) => ({ ...request, event: request.event.trim() }))

export const receiptLinksAnswer = type({ links: type({ id: 'string', link: 'string' }).array() })
