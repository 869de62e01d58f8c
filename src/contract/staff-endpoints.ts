import { lazySchemas, type Endpoint } from './endpoint.ts'
import { documentFileTypes } from './rules/upload-files.ts'

/**
 * The calls of the staff review console, under /api/staff. Kept apart from the member table
 * so that no member page carries them; the session is an httpOnly cookie the browser sends.
 */
export const staffEndpoints = {
  staffLogin: {
    summary: 'Staff sign-in by e-mail, password and a TOTP code used once; sets the httpOnly staff session cookie.',
    method: 'POST',
    path: '/api/staff/login',
    access: 'staff-sign-in',
    schemas: lazySchemas(({ staff }) => ({ body: staff.staffLoginRequest, answer: staff.staffSession })),
  },
  staffLogout: {
    summary: 'Ends the staff session of the cookie sent.',
    method: 'POST',
    path: '/api/staff/logout',
    access: 'staff',
    schemas: lazySchemas(({ common }) => ({ answer: common.noData })),
  },
  staffSession: {
    summary: 'The signed-in staff member: name, e-mail and role.',
    method: 'GET',
    path: '/api/staff/session',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ answer: staff.staffSession })),
  },
  staffEnrolment: {
    summary:
      "A staff set-up link's account and purpose (invitation or authenticator reset), with the TOTP secret to enrol, shown to the link's holder only.",
    method: 'POST',
    path: '/api/staff/enrolment',
    access: 'staff-sign-in',
    schemas: lazySchemas(({ staff }) => ({ body: staff.staffEnrolmentRequest, answer: staff.staffEnrolment })),
  },
  staffEnrol: {
    summary:
      'Completes a set-up link: a new password (invitation) or the current one (authenticator reset), and the first code of the new authenticator; the link is used up and the staff member signed in.',
    method: 'POST',
    path: '/api/staff/enrolment/complete',
    access: 'staff-sign-in',
    schemas: lazySchemas(({ staff }) => ({ body: staff.staffEnrolRequest, answer: staff.staffSession })),
  },
  changeStaffPassword: {
    summary: "A staff member's own new password, with the current one (throttled like sign-in); their other sessions end.",
    method: 'POST',
    path: '/api/staff/password',
    access: 'staff',
    schemas: lazySchemas(({ common, staff }) => ({ body: staff.staffPasswordRequest, answer: common.noData })),
  },
  upgradeQueue: {
    summary: 'Upgrade applications by status (pending by default, oldest first), searched by member ID, phone or name.',
    method: 'GET',
    path: '/api/staff/upgradeForms',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ query: staff.queueQuery, answer: staff.queueAnswer })),
  },
  upgradeReview: {
    summary:
      'One upgrade application: the member, what was submitted, the documents and earlier decisions (the view is audited).',
    method: 'GET',
    path: '/api/staff/upgradeForms/:id',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams, answer: staff.upgradeReview })),
  },
  approveUpgrade: {
    summary: 'Approves a pending upgrade application: the member becomes Privilege and is told by e-mail (409 when not pending).',
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/approve',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams, answer: staff.decisionAnswer })),
  },
  rejectUpgrade: {
    summary: 'Rejects a pending upgrade application with a reason the member reads (409 when not pending).',
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/reject',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams, body: staff.rejectRequest, answer: staff.decisionAnswer })),
  },
  parkingQueue: {
    summary: 'Parking applications by status (pending by default, oldest first), searched by member ID, phone or name.',
    method: 'GET',
    path: '/api/staff/parkingForms',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ query: staff.queueQuery, answer: staff.queueAnswer })),
  },
  parkingReview: {
    summary: 'One parking application: the member, the vehicle, the documents and earlier decisions (the view is audited).',
    method: 'GET',
    path: '/api/staff/parkingForms/:id',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams, answer: staff.parkingReview })),
  },
  approveParking: {
    summary: 'Approves a pending parking application; the member is told by e-mail (409 when not pending).',
    method: 'POST',
    path: '/api/staff/parkingForms/:id/approve',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams, answer: staff.decisionAnswer })),
  },
  rejectParking: {
    summary: 'Rejects a pending parking application with a reason the member reads (409 when not pending).',
    method: 'POST',
    path: '/api/staff/parkingForms/:id/reject',
    access: 'staff',
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams, body: staff.rejectRequest, answer: staff.decisionAnswer })),
  },
  staffDocument: {
    summary: 'A document of an application, for staff only; each view is written to the audit log.',
    method: 'GET',
    path: '/api/staff/documents/:id',
    access: 'staff',
    file: documentFileTypes,
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams })),
  },
  auditLog: {
    summary: 'Admins: the audit log, newest first, filtered by action, staff e-mail, target and days.',
    method: 'GET',
    path: '/api/staff/auditLog',
    access: 'admin',
    schemas: lazySchemas(({ staff }) => ({ query: staff.auditQuery, answer: staff.auditAnswer })),
  },
  memberSearch: {
    summary: 'Members by member ID, phone, e-mail or name (a search is audited); the newest registrations without a search.',
    method: 'GET',
    path: '/api/staff/members',
    access: 'staff',
    schemas: lazySchemas(({ staffRecords }) => ({
      query: staffRecords.memberSearchQuery,
      answer: staffRecords.memberSearchAnswer,
    })),
  },
  memberRecord: {
    summary: 'A member read-only: profile, card, applications, receipts and open sessions (the view is audited).',
    method: 'GET',
    path: '/api/staff/members/:id',
    access: 'staff',
    schemas: lazySchemas(({ staff, staffRecords }) => ({ params: staff.idParams, answer: staffRecords.memberRecord })),
  },
  endMemberSessions: {
    summary: 'Ends every open session of a member (a compromised account); answers how many ended.',
    method: 'POST',
    path: '/api/staff/members/:id/endSessions',
    access: 'staff',
    schemas: lazySchemas(({ staff, staffRecords }) => ({ params: staff.idParams, answer: staffRecords.endSessionsAnswer })),
  },
  receiptEvents: {
    summary: 'Every event receipt links were issued for: links, receipts received, the last one.',
    method: 'GET',
    path: '/api/staff/receiptEvents',
    access: 'staff',
    schemas: lazySchemas(({ staffRecords }) => ({ answer: staffRecords.receiptEventsAnswer })),
  },
  eventReceipts: {
    summary: "One event's receipts, newest first, with the member who sent each when one was signed in.",
    method: 'GET',
    path: '/api/staff/receipts',
    access: 'staff',
    schemas: lazySchemas(({ staffRecords }) => ({
      query: staffRecords.eventReceiptsQuery,
      answer: staffRecords.eventReceiptsAnswer,
    })),
  },
  eventReceiptsCsv: {
    summary: "One event's receipts as CSV (UTF-8 with BOM, in the caller's language); the export is audited.",
    method: 'GET',
    path: '/api/staff/receipts.csv',
    access: 'staff',
    file: ['text/csv'],
    schemas: lazySchemas(({ staffRecords }) => ({ query: staffRecords.eventReceiptsCsvQuery })),
  },
  receiptFile: {
    summary: 'The picture of a receipt, for staff only.',
    method: 'GET',
    path: '/api/staff/receipts/:id/file',
    access: 'staff',
    file: documentFileTypes,
    schemas: lazySchemas(({ staff }) => ({ params: staff.idParams })),
  },
  staffAccounts: {
    summary: 'Admins: every staff account, with its role, state and last sign-in.',
    method: 'GET',
    path: '/api/staff/accounts',
    access: 'admin',
    schemas: lazySchemas(({ staffAdmin }) => ({ answer: staffAdmin.staffAccountsAnswer })),
  },
  createStaffAccount: {
    summary:
      'Admins: a new staff account; its person is e-mailed a one-time invitation link (72 hours) to choose a password and enrol an authenticator.',
    method: 'POST',
    path: '/api/staff/accounts',
    access: 'admin',
    schemas: lazySchemas(({ staffAdmin }) => ({ body: staffAdmin.newStaffRequest, answer: staffAdmin.staffLinkSent })),
  },
  disableStaffAccount: {
    summary: "Admins: disables an account and ends its sessions (409 for the admin's own).",
    method: 'POST',
    path: '/api/staff/accounts/:id/disable',
    access: 'admin',
    schemas: lazySchemas(({ staff, staffAdmin }) => ({ params: staff.idParams, answer: staffAdmin.staffAccount })),
  },
  enableStaffAccount: {
    summary: 'Admins: enables a disabled account again.',
    method: 'POST',
    path: '/api/staff/accounts/:id/enable',
    access: 'admin',
    schemas: lazySchemas(({ staff, staffAdmin }) => ({ params: staff.idParams, answer: staffAdmin.staffAccount })),
  },
  resendStaffInvitation: {
    summary:
      'Admins: e-mails a new invitation to an account not yet set up; earlier links stop working (409 once the account is set up).',
    method: 'POST',
    path: '/api/staff/accounts/:id/invite',
    access: 'admin',
    schemas: lazySchemas(({ staff, staffAdmin }) => ({ params: staff.idParams, answer: staffAdmin.staffLinkSent })),
  },
  resetStaffTotp: {
    summary:
      "Admins: for a lost authenticator: the old secret stops working, the account's sessions end, and its person is e-mailed a link to enrol a new one.",
    method: 'POST',
    path: '/api/staff/accounts/:id/resetTotp',
    access: 'admin',
    schemas: lazySchemas(({ staff, staffAdmin }) => ({ params: staff.idParams, answer: staffAdmin.staffLinkSent })),
  },
  referralCodes: {
    summary: 'Admins: the referral codes of the privilege-member registration, with who used each.',
    method: 'GET',
    path: '/api/staff/referralCodes',
    access: 'admin',
    schemas: lazySchemas(({ staffAdmin }) => ({ answer: staffAdmin.referralCodesAnswer })),
  },
  createReferralCode: {
    summary: 'Admins: a new referral code (409 when it exists or its estate has no address of its own).',
    method: 'POST',
    path: '/api/staff/referralCodes',
    access: 'admin',
    schemas: lazySchemas(({ staffAdmin }) => ({ body: staffAdmin.newReferralRequest, answer: staffAdmin.referralCode })),
  },
  createReceiptLinks: {
    summary: "Admins: receipt links for an event's attendees, one per attendee, each usable once.",
    method: 'POST',
    path: '/api/staff/receiptLinks',
    access: 'admin',
    schemas: lazySchemas(({ staffAdmin }) => ({
      body: staffAdmin.newReceiptLinksRequest,
      answer: staffAdmin.receiptLinksAnswer,
    })),
  },
  messageBudgets: {
    summary:
      "The hour's SMS and e-mail budgets and each country code's SMS: how many went, the cap, whether further messages wait.",
    method: 'GET',
    path: '/api/staff/messageBudgets',
    access: 'staff',
    schemas: lazySchemas(({ messageBudgets }) => ({ answer: messageBudgets.messageBudgetsAnswer })),
  },
} as const satisfies Record<string, Endpoint>

export type StaffEndpoints = typeof staffEndpoints
export type StaffEndpointName = keyof StaffEndpoints
