import { type } from 'arktype'
import { auditActorKinds } from '../rules/audit-actions.ts'
import { authenticationResponse } from './passkeys.ts'
import { langs } from '../languages.ts'
import { passwordProblem } from '../rules/password.ts'
import { emailProblem } from '../rules/personal-details.ts'
import { reviewStatuses } from '../rules/application-statuses.ts'
import { totpProblem } from '../rules/review.ts'
import { auditDaysProblem, staffRoles } from '../rules/staff-admin.ts'
import { auditFilterMaxLengths, staffSearchMaxLength } from '../rules/staff-search-limits.ts'
import { emailAddressInput } from './common.ts'
import { parkingForm, parkingVehicle } from './parking.ts'
import { decisionReason } from './rejection-reasons.ts'
import { rejectProblems } from './problems.ts'
import { upgradeForm } from './upgrade.ts'

export type StaffRole = (typeof staffRoles)[number]

export { reviewStatuses, type ReviewStatus } from '../rules/application-statuses.ts'

/** POST /api/staff/login: e-mail, password and the authenticator's current code. */
export const staffLoginRequest = type({
  email: emailAddressInput,
  password: 'string <= 200',
  totp: type('string <= 20').pipe((code) => code.trim()),
}).narrow((request, ctx) =>
  rejectProblems(ctx, {
    email: emailProblem(request.email),
    password: request.password === '' ? { key: 'Login.password-required' } : undefined,
    totp: totpProblem(request.totp),
  }),
)

/** Staff sign-in with one of the account's passkeys instead of the TOTP code. */
export const staffPasskeyLoginRequest = type({
  email: emailAddressInput,
  password: 'string <= 200',
  credential: authenticationResponse,
}).narrow((request, ctx) =>
  rejectProblems(ctx, {
    email: emailProblem(request.email),
    password: request.password === '' ? { key: 'Login.password-required' } : undefined,
  }),
)

/** The signed-in staff member (login and GET /api/staff/session). */
export const staffSession = type({
  id: 'string',
  name: 'string',
  email: 'string',
  role: type.enumerated(...staffRoles),
})
export type StaffSession = typeof staffSession.infer

/** The key of a set-up link, as the console reads it from the link's fragment. */
const linkKey = type('string <= 100')

/** POST /api/staff/enrolment: what a set-up link is for, and the authenticator secret to enrol. */
export const staffEnrolmentRequest = type({ key: linkKey })

/**
 * The link's account and what it asks: `invite`, a new password; `authenticator`, the current
 * one. The secret (and its otpauth URI, for a QR code) is shown to the link's holder alone.
 */
export const staffEnrolment = type({
  name: 'string',
  email: 'string',
  purpose: "'invite' | 'authenticator'",
  totpSecret: 'string',
  otpauthUri: 'string',
})
export type StaffEnrolment = typeof staffEnrolment.infer

/**
 * POST /api/staff/enrolment/complete: the password (a new one for an invitation, which must
 * meet the members' policy; the current one after an authenticator reset) and the first code
 * of the new authenticator. Signs in.
 */
export const staffEnrolRequest = type({
  key: linkKey,
  password: 'string <= 200',
  totp: type('string <= 20').pipe((code) => code.trim()),
}).narrow((request, ctx) =>
  rejectProblems(ctx, {
    password: request.password === '' ? { key: 'Login.password-required' } : undefined,
    totp: totpProblem(request.totp),
  }),
)

/** POST /api/staff/password: a staff member's own new password, with the current one. */
export const staffPasswordRequest = type({
  currentPassword: 'string <= 200',
  newPassword: 'string <= 200',
}).narrow((request, ctx) =>
  rejectProblems(ctx, {
    currentPassword: request.currentPassword === '' ? { key: 'Login.password-required' } : undefined,
    newPassword: passwordProblem(request.newPassword),
  }),
)

/** A queue's filter: a status (pending by default) and a search by member ID, phone or name. */
export const queueQuery = type({
  status: type.enumerated(...reviewStatuses).default('pending'),
  q: type(`string <= ${staffSearchMaxLength}`)
    .pipe((q) => q.trim())
    .default(''),
})
export type QueueFilter = typeof queueQuery.infer

export const idParams = type({ id: 'string.uuid' })

const queueMember = type({
  id: 'string',
  clubMemberId: 'string',
  name: 'string',
  phone: 'string',
})

/**
 * One application in a queue, or a change a member asked for to an approved parking
 * application (`kind: 'change'`). `deadline` ends the business days the kind allows from
 * `submittedAt`; `documentsDueAt` is when one waiting for documents is rejected.
 */
export const queueItem = type({
  id: 'string',
  kind: "'application' | 'change'",
  status: type.enumerated(...reviewStatuses),
  fromRegistration: 'boolean',
  submittedAt: 'string',
  deadline: 'string',
  overdue: 'boolean',
  documentsDueAt: 'string | null',
  member: queueMember,
})
export type QueueItem = typeof queueItem.infer

export const queueAnswer = type({ items: queueItem.array(), more: 'boolean' })
export type QueueAnswer = typeof queueAnswer.infer

export const documentPurposes = ['address', 'staff', 'vehicle'] as const

export const reviewDocument = type({
  id: 'string',
  purpose: type.enumerated(...documentPurposes),
  kind: "'jpeg' | 'png' | 'pdf' | 'doc'",
  name: 'string',
  size: 'number',
})
export type ReviewDocument = typeof reviewDocument.infer

/** An earlier application of the same member (or a change to their parking privilege), with how it was decided. */
export const pastApplication = type({
  id: 'string',
  kind: "'upgrade' | 'parking' | 'parkingChange'",
  status: type.enumerated(...reviewStatuses),
  submittedAt: 'string',
  decidedAt: 'string | null',
  decidedBy: 'string | null',
  reason: decisionReason.or('null'),
})

/** Who a member is, as the console shows them. */
export const memberSummary = type({
  id: 'string',
  clubMemberId: 'string',
  name: 'string',
  chineseName: 'string',
  tier: "'ordinary' | 'privilege'",
  phone: 'string',
  email: 'string | null',
})

export type MemberSummary = typeof memberSummary.infer

/** The member behind an application, with the language they read the decision, its reason and the note in. */
export const reviewMember = memberSummary.and({ language: type.enumerated(...langs) })

const reviewCommon = {
  id: 'string',
  status: type.enumerated(...reviewStatuses),
  submittedAt: 'string',
  deadline: 'string',
  overdue: 'boolean',
  documentsDueAt: 'string | null',
  decidedAt: 'string | null',
  decidedBy: 'string | null',
  member: reviewMember,
  documents: reviewDocument.array(),
  history: pastApplication.array(),
} as const

/** GET /api/staff/upgradeForms/:id: the application as the member sent it (reference ids as stored). */
export const upgradeReview = type({
  ...reviewCommon,
  fromRegistration: 'boolean',
  form: upgradeForm,
})
export type UpgradeReview = typeof upgradeReview.infer

/** GET /api/staff/parkingForms/:id. */
export const parkingReview = type({ ...reviewCommon, form: parkingForm })
export type ParkingReview = typeof parkingReview.infer

/**
 * GET /api/staff/parkingChanges/:id: a change to an approved parking application beside what is
 * approved (for a decided change, what was approved when it came). `documents` are the change's.
 */
export const parkingChangeReview = type({
  ...reviewCommon,
  applicationId: 'string',
  reason: decisionReason.or('null'),
  approved: parkingVehicle,
  requested: parkingVehicle,
})
export type ParkingChangeReview = typeof parkingChangeReview.infer

export const decisionAnswer = type({ status: "'approved' | 'rejected'" })

/**
 * GET /api/staff/auditLog: newest first; `before` pages on from the last id seen. `from` and
 * `to` are days in Hong Kong (YYYY-MM-DD), both included.
 */
export const auditQuery = type({
  action: type(`string <= ${auditFilterMaxLengths.action}`).default(''),
  actor: type(`string <= ${auditFilterMaxLengths.actor}`).default(''),
  target: type(`string <= ${auditFilterMaxLengths.target}`).default(''),
  from: type(`string <= ${auditFilterMaxLengths.from}`).default(''),
  to: type(`string <= ${auditFilterMaxLengths.to}`).default(''),
  'before?': type('string.integer.parse').to('number.integer > 0'),
}).narrow((query, ctx) => rejectProblems(ctx, { from: auditDaysProblem(query.from, query.to) }))
/** The audit log's filters as a handler reads them: days in Hong Kong, empty for no bound. */
export type AuditQuery = typeof auditQuery.infer
export type AuditFilter = Omit<AuditQuery, 'before'>

const recorded = type('Record<string, unknown> | null')

export const auditEntry = type({
  id: 'number',
  at: 'string',
  actorKind: type.enumerated(...auditActorKinds),
  actor: 'string',
  action: 'string',
  targetKind: 'string | null',
  targetId: 'string | null',
  /** The target as a person knows it: a member's member ID (also of their application or document), a staff e-mail. */
  targetName: 'string | null',
  before: recorded,
  after: recorded,
})
export type AuditEntry = typeof auditEntry.infer

export const auditAnswer = type({ entries: auditEntry.array(), more: 'boolean' })
