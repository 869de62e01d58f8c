import type { StaffEndpointName } from './staff-endpoints.ts'

/** One line per staff endpoint for the API document; kept apart so that the console never downloads it. */
export const staffEndpointSummaries: Record<StaffEndpointName, string> = {
  staffLogin: 'Staff sign-in by e-mail, password and a TOTP code used once; sets the httpOnly staff session cookie.',
  staffLogout: 'Ends the staff session of the cookie sent.',
  staffSession: 'The signed-in staff member: name, e-mail and role.',
  staffEnrolment:
    "A staff set-up link's account and purpose (invitation or authenticator reset), with the TOTP secret to enrol, shown to the link's holder only.",
  staffEnrol:
    'Completes a set-up link: a new password (invitation) or the current one (authenticator reset), and the first code of the new authenticator; the link is used up and the staff member signed in.',
  changeStaffPassword:
    "A staff member's own new password, with the current one (throttled like sign-in); their other sessions end.",
  upgradeQueue: 'Upgrade applications by status (pending by default, oldest first), searched by member ID, phone or name.',
  upgradeReview:
    'One upgrade application: the member, what was submitted, the documents and earlier decisions (the view is audited).',
  approveUpgrade:
    'Approves a pending upgrade application: the member becomes Privilege and is told by e-mail (409 when not pending).',
  rejectUpgrade: 'Rejects a pending upgrade application with a reason the member reads (409 when not pending).',
  parkingQueue: 'Parking applications by status (pending by default, oldest first), searched by member ID, phone or name.',
  parkingReview: 'One parking application: the member, the vehicle, the documents and earlier decisions (the view is audited).',
  approveParking: 'Approves a pending parking application; the member is told by e-mail (409 when not pending).',
  rejectParking: 'Rejects a pending parking application with a reason the member reads (409 when not pending).',
  staffDocument: 'A document of an application, for staff only; each view is written to the audit log.',
  auditLog: 'Admins: the audit log, newest first, filtered by action, staff e-mail, target and days.',
  memberSearch: 'Members by member ID, phone, e-mail or name (a search is audited); the newest registrations without a search.',
  memberRecord: 'A member read-only: profile, card, applications, receipts and open sessions (the view is audited).',
  endMemberSessions: 'Ends every open session of a member (a compromised account); answers how many ended.',
  receiptEvents: 'Every event receipt links were issued for: links, receipts received, the last one.',
  eventReceipts: "One event's receipts, newest first, with the member who sent each when one was signed in.",
  eventReceiptsCsv: "One event's receipts as CSV (UTF-8 with BOM, in the caller's language); the export is audited.",
  receiptFile: 'The picture of a receipt, for staff only.',
  staffAccounts: 'Admins: every staff account, with its role, state and last sign-in.',
  createStaffAccount:
    'Admins: a new staff account; its person is e-mailed a one-time invitation link (72 hours) to choose a password and enrol an authenticator.',
  resendStaffInvitation:
    'Admins: e-mails a new invitation to an account not yet set up; earlier links stop working (409 once the account is set up).',
  disableStaffAccount: "Admins: disables an account and ends its sessions (409 for the admin's own).",
  enableStaffAccount: 'Admins: enables a disabled account again.',
  resetStaffTotp:
    "Admins: for a lost authenticator: the old secret stops working, the account's sessions end, and its person is e-mailed a link to enrol a new one.",
  referralCodes: 'Admins: the referral codes of the privilege-member registration, with who used each.',
  createReferralCode: 'Admins: a new referral code (409 when it exists or its estate has no address of its own).',
  createReceiptLinks: "Admins: receipt links for an event's attendees, one per attendee, each usable once.",
  messageBudgets:
    "The hour's SMS and e-mail budgets and each country code's SMS: how many went, the cap, whether further messages wait.",
}
