import { type } from 'arktype'
import { normalizeEmail, emailProblem } from '../rules/personal-details.ts'
import { passwordProblem } from '../rules/password.ts'
import { normaliseReferralCode, referralCodeProblem } from '../rules/referral-code.ts'
import { eventNameProblem, linkCountProblem, staffNameProblem } from '../rules/staff-admin.ts'
import { langs } from '../languages.ts'
import { rejectProblems } from './problems.ts'
import { referralCodeTypes } from './registration.ts'
import { staffRoles } from './staff.ts'

export const staffAccount = type({
  id: 'string',
  email: 'string',
  name: 'string',
  role: type.enumerated(...staffRoles),
  disabled: 'boolean',
  createdAt: 'string',
  lastSignInAt: 'string | null',
})
export type StaffAccount = typeof staffAccount.infer

export const staffAccountsAnswer = type({ accounts: staffAccount.array() })

/** POST /api/staff/accounts: the same rules as `npm run staff:create`. */
export const newStaffRequest = type({
  email: type('string <= 320').pipe(normalizeEmail),
  name: 'string <= 200',
  role: type.enumerated(...staffRoles),
  password: 'string <= 200',
})
  .narrow((request, ctx) =>
    rejectProblems(ctx, {
      email: emailProblem(request.email),
      name: staffNameProblem(request.name),
      password: passwordProblem(request.password),
    }),
  )
  .pipe((request) => ({ ...request, name: request.name.trim() }))

/** A new TOTP secret, shown once: the authenticator app takes the URI (as a QR code) or the secret. */
export const totpEnrolment = type({ totpSecret: 'string', otpauthUri: 'string' })

export const createdStaffAnswer = type({ account: staffAccount, enrolment: totpEnrolment })

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
