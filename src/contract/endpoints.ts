/**
 * The endpoint table: every call the client makes and the server answers. Paths keep the
 * spec's names (section 7) under /api.
 */
export const endpoints = {
  login: { method: 'POST', path: '/api/login' },
  checkSession: { method: 'GET', path: '/api/checkSession' },
  logout: { method: 'POST', path: '/api/logout' },
  getProfile: { method: 'GET', path: '/api/getProfile' },
  getDropDownList: { method: 'GET', path: '/api/getDropDownList' },
  devOutbox: { method: 'GET', path: '/api/dev/outbox' },
  /** Multipart `file`, query `id`; no login (attendees follow a link); takes an Idempotency-Key. */
  uploadReceipt: { method: 'POST', path: '/api/uploadReceipt' },
  // Registration, verification and recovery (issue 3): payloads in schemas/registration.ts and schemas/verification.ts.
  checkAccountExisting: { method: 'GET', path: '/api/checkAccountExisting' },
  getPMemberReferralCodeItemByCode: { method: 'GET', path: '/api/getPMemberReferralCodeItemByCode' },
  uploadImage: { method: 'POST', path: '/api/uploadImage' },
  /** GET /api/uploadedFile/{id}: the file, to its owner only. */
  uploadedFile: { method: 'GET', path: '/api/uploadedFile' },
  register: { method: 'POST', path: '/api/register' },
  registerPMember: { method: 'POST', path: '/api/registerPMember' },
  otpVerify: { method: 'POST', path: '/api/otpVerify' },
  resendOtp: { method: 'POST', path: '/api/resendOtp' },
  firstTimeLogin: { method: 'POST', path: '/api/firstTimeLogin' },
  sendEmail: { method: 'POST', path: '/api/sendEmail' },
  resendEmail: { method: 'POST', path: '/api/resendEmail' },
  emailVerification: { method: 'GET', path: '/api/emailVerification' },
  setupPassword: { method: 'POST', path: '/api/setupPassword' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: `/api/${string}` }>

export type Endpoint = (typeof endpoints)[keyof typeof endpoints]
