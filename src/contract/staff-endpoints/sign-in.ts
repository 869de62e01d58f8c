import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Staff sign-in and sign-out, the set-up links of a new account or a lost authenticator, the session, and a staff member's own password. */
export const staffSignInEndpoints = {
  staffLogin: {
    summary: 'Staff sign-in by e-mail, password and a TOTP code used once; sets the httpOnly staff session cookie.',
    method: 'POST',
    path: '/api/staff/login',
    access: 'staff-sign-in',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ body: staff.staffLoginRequest, answer: staff.staffSession })),
  },
  staffLogout: {
    summary: 'Ends the staff session of the cookie sent.',
    method: 'POST',
    path: '/api/staff/logout',
    access: 'staff',
    schemas: lazySchemas(['common'], ({ common }) => ({ answer: common.noData })),
  },
  staffSession: {
    summary: 'The signed-in staff member: name, e-mail and role.',
    method: 'GET',
    path: '/api/staff/session',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ answer: staff.staffSession })),
  },
  staffEnrolment: {
    summary:
      "A staff set-up link's account and purpose (invitation or authenticator reset), with the TOTP secret to enrol, shown to the link's holder only.",
    method: 'POST',
    path: '/api/staff/enrolment',
    access: 'staff-sign-in',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ body: staff.staffEnrolmentRequest, answer: staff.staffEnrolment })),
  },
  staffEnrol: {
    summary:
      'Completes a set-up link: a new password (invitation) or the current one (authenticator reset), and the first code of the new authenticator; the link is used up and the staff member signed in.',
    method: 'POST',
    path: '/api/staff/enrolment/complete',
    access: 'staff-sign-in',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ body: staff.staffEnrolRequest, answer: staff.staffSession })),
  },
  changeStaffPassword: {
    summary: "A staff member's own new password, with the current one (throttled like sign-in); their other sessions end.",
    method: 'POST',
    path: '/api/staff/password',
    access: 'staff',
    schemas: lazySchemas(['common', 'staff'], ({ common, staff }) => ({
      body: staff.staffPasswordRequest,
      answer: common.noData,
    })),
  },
} as const satisfies Record<string, Endpoint>
