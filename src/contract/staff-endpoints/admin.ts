import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** What admins do: staff accounts, referral codes, receipt links, and reading the audit log. */
export const staffAdminEndpoints = {
  staffAccounts: {
    summary: 'Admins: every staff account, with its role, state and last sign-in.',
    method: 'GET',
    path: '/api/staff/accounts',
    access: 'admin',
    schemas: lazySchemas(['staffAdmin'], ({ staffAdmin }) => ({ answer: staffAdmin.staffAccountsAnswer })),
  },
  createStaffAccount: {
    summary:
      'Admins: a new staff account; its person is e-mailed a one-time invitation link (72 hours) to choose a password and enrol an authenticator.',
    method: 'POST',
    path: '/api/staff/accounts',
    access: 'admin',
    schemas: lazySchemas(['staffAdmin'], ({ staffAdmin }) => ({
      body: staffAdmin.newStaffRequest,
      answer: staffAdmin.staffLinkSent,
    })),
  },
  disableStaffAccount: {
    summary: "Admins: disables an account and ends its sessions (409 for the admin's own).",
    method: 'POST',
    path: '/api/staff/accounts/:id/disable',
    access: 'admin',
    schemas: lazySchemas(['staff', 'staffAdmin'], ({ staff, staffAdmin }) => ({
      params: staff.idParams,
      answer: staffAdmin.staffAccount,
    })),
  },
  enableStaffAccount: {
    summary: 'Admins: enables a disabled account again.',
    method: 'POST',
    path: '/api/staff/accounts/:id/enable',
    access: 'admin',
    schemas: lazySchemas(['staff', 'staffAdmin'], ({ staff, staffAdmin }) => ({
      params: staff.idParams,
      answer: staffAdmin.staffAccount,
    })),
  },
  resendStaffInvitation: {
    summary:
      'Admins: e-mails a new invitation to an account not yet set up; earlier links stop working (409 once the account is set up).',
    method: 'POST',
    path: '/api/staff/accounts/:id/invite',
    access: 'admin',
    schemas: lazySchemas(['staff', 'staffAdmin'], ({ staff, staffAdmin }) => ({
      params: staff.idParams,
      answer: staffAdmin.staffLinkSent,
    })),
  },
  resetStaffTotp: {
    summary:
      "Admins: for a lost authenticator: the old secret stops working, the account's sessions end, and its person is e-mailed a link to enrol a new one.",
    method: 'POST',
    path: '/api/staff/accounts/:id/resetTotp',
    access: 'admin',
    schemas: lazySchemas(['staff', 'staffAdmin'], ({ staff, staffAdmin }) => ({
      params: staff.idParams,
      answer: staffAdmin.staffLinkSent,
    })),
  },
  referralCodes: {
    summary: 'Admins: the referral codes of the privilege-member registration, with who used each.',
    method: 'GET',
    path: '/api/staff/referralCodes',
    access: 'admin',
    schemas: lazySchemas(['staffAdmin'], ({ staffAdmin }) => ({ answer: staffAdmin.referralCodesAnswer })),
  },
  createReferralCode: {
    summary: 'Admins: a new referral code (409 when it exists or its estate has no address of its own).',
    method: 'POST',
    path: '/api/staff/referralCodes',
    access: 'admin',
    schemas: lazySchemas(['staffAdmin'], ({ staffAdmin }) => ({
      body: staffAdmin.newReferralRequest,
      answer: staffAdmin.referralCode,
    })),
  },
  createReceiptLinks: {
    summary: "Admins: receipt links for an event's attendees, one per attendee, each usable once.",
    method: 'POST',
    path: '/api/staff/receiptLinks',
    access: 'admin',
    schemas: lazySchemas(['staffAdmin'], ({ staffAdmin }) => ({
      body: staffAdmin.newReceiptLinksRequest,
      answer: staffAdmin.receiptLinksAnswer,
    })),
  },
  auditLog: {
    summary: 'Admins: the audit log, newest first, filtered by action, staff e-mail, target and days.',
    method: 'GET',
    path: '/api/staff/auditLog',
    access: 'admin',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ query: staff.auditQuery, answer: staff.auditAnswer })),
  },
} as const satisfies Record<string, Endpoint>
