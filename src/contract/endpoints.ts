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
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: `/api/${string}` }>

export type Endpoint = (typeof endpoints)[keyof typeof endpoints]
