import { loadSchemas, type Endpoint } from './endpoint.ts'

/**
 * The calls of the staff review console, under /api/staff. Kept apart from the member table
 * so that no member page carries them; the session is an httpOnly cookie the browser sends.
 */
export const staffEndpoints = {
  staffLogin: {
    method: 'POST',
    path: '/api/staff/login',
    access: 'staff-sign-in',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { body: staff.staffLoginRequest, answer: staff.staffSession }
    },
  },
  staffLogout: {
    method: 'POST',
    path: '/api/staff/logout',
    access: 'staff',
    schemas: async () => {
      const { common } = await loadSchemas()
      return { answer: common.noData }
    },
  },
  staffSession: {
    method: 'GET',
    path: '/api/staff/session',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { answer: staff.staffSession }
    },
  },
  staffEnrolment: {
    method: 'POST',
    path: '/api/staff/enrolment',
    access: 'staff-sign-in',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { body: staff.staffEnrolmentRequest, answer: staff.staffEnrolment }
    },
  },
  staffEnrol: {
    method: 'POST',
    path: '/api/staff/enrolment/complete',
    access: 'staff-sign-in',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { body: staff.staffEnrolRequest, answer: staff.staffSession }
    },
  },
  changeStaffPassword: {
    method: 'POST',
    path: '/api/staff/password',
    access: 'staff',
    schemas: async () => {
      const { common, staff } = await loadSchemas()
      return { body: staff.staffPasswordRequest, answer: common.noData }
    },
  },
  upgradeQueue: {
    method: 'GET',
    path: '/api/staff/upgradeForms',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { query: staff.queueQuery, answer: staff.queueAnswer }
    },
  },
  upgradeReview: {
    method: 'GET',
    path: '/api/staff/upgradeForms/:id',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams, answer: staff.upgradeReview }
    },
  },
  approveUpgrade: {
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/approve',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams, answer: staff.decisionAnswer }
    },
  },
  rejectUpgrade: {
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/reject',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams, body: staff.rejectRequest, answer: staff.decisionAnswer }
    },
  },
  parkingQueue: {
    method: 'GET',
    path: '/api/staff/parkingForms',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { query: staff.queueQuery, answer: staff.queueAnswer }
    },
  },
  parkingReview: {
    method: 'GET',
    path: '/api/staff/parkingForms/:id',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams, answer: staff.parkingReview }
    },
  },
  approveParking: {
    method: 'POST',
    path: '/api/staff/parkingForms/:id/approve',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams, answer: staff.decisionAnswer }
    },
  },
  rejectParking: {
    method: 'POST',
    path: '/api/staff/parkingForms/:id/reject',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams, body: staff.rejectRequest, answer: staff.decisionAnswer }
    },
  },
  staffDocument: {
    method: 'GET',
    path: '/api/staff/documents/:id',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams }
    },
  },
  auditLog: {
    method: 'GET',
    path: '/api/staff/auditLog',
    access: 'admin',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { query: staff.auditQuery, answer: staff.auditAnswer }
    },
  },
  memberSearch: {
    method: 'GET',
    path: '/api/staff/members',
    access: 'staff',
    schemas: async () => {
      const { staffRecords } = await loadSchemas()
      return { query: staffRecords.memberSearchQuery, answer: staffRecords.memberSearchAnswer }
    },
  },
  memberRecord: {
    method: 'GET',
    path: '/api/staff/members/:id',
    access: 'staff',
    schemas: async () => {
      const { staff, staffRecords } = await loadSchemas()
      return { params: staff.idParams, answer: staffRecords.memberRecord }
    },
  },
  endMemberSessions: {
    method: 'POST',
    path: '/api/staff/members/:id/endSessions',
    access: 'staff',
    schemas: async () => {
      const { staff, staffRecords } = await loadSchemas()
      return { params: staff.idParams, answer: staffRecords.endSessionsAnswer }
    },
  },
  receiptEvents: {
    method: 'GET',
    path: '/api/staff/receiptEvents',
    access: 'staff',
    schemas: async () => {
      const { staffRecords } = await loadSchemas()
      return { answer: staffRecords.receiptEventsAnswer }
    },
  },
  eventReceipts: {
    method: 'GET',
    path: '/api/staff/receipts',
    access: 'staff',
    schemas: async () => {
      const { staffRecords } = await loadSchemas()
      return { query: staffRecords.eventReceiptsQuery, answer: staffRecords.eventReceiptsAnswer }
    },
  },
  eventReceiptsCsv: {
    method: 'GET',
    path: '/api/staff/receipts.csv',
    access: 'staff',
    schemas: async () => {
      const { staffRecords } = await loadSchemas()
      return { query: staffRecords.eventReceiptsCsvQuery }
    },
  },
  receiptFile: {
    method: 'GET',
    path: '/api/staff/receipts/:id/file',
    access: 'staff',
    schemas: async () => {
      const { staff } = await loadSchemas()
      return { params: staff.idParams }
    },
  },
  staffAccounts: {
    method: 'GET',
    path: '/api/staff/accounts',
    access: 'admin',
    schemas: async () => {
      const { staffAdmin } = await loadSchemas()
      return { answer: staffAdmin.staffAccountsAnswer }
    },
  },
  createStaffAccount: {
    method: 'POST',
    path: '/api/staff/accounts',
    access: 'admin',
    schemas: async () => {
      const { staffAdmin } = await loadSchemas()
      return { body: staffAdmin.newStaffRequest, answer: staffAdmin.staffLinkSent }
    },
  },
  disableStaffAccount: {
    method: 'POST',
    path: '/api/staff/accounts/:id/disable',
    access: 'admin',
    schemas: async () => {
      const { staff, staffAdmin } = await loadSchemas()
      return { params: staff.idParams, answer: staffAdmin.staffAccount }
    },
  },
  enableStaffAccount: {
    method: 'POST',
    path: '/api/staff/accounts/:id/enable',
    access: 'admin',
    schemas: async () => {
      const { staff, staffAdmin } = await loadSchemas()
      return { params: staff.idParams, answer: staffAdmin.staffAccount }
    },
  },
  resendStaffInvitation: {
    method: 'POST',
    path: '/api/staff/accounts/:id/invite',
    access: 'admin',
    schemas: async () => {
      const { staff, staffAdmin } = await loadSchemas()
      return { params: staff.idParams, answer: staffAdmin.staffLinkSent }
    },
  },
  resetStaffTotp: {
    method: 'POST',
    path: '/api/staff/accounts/:id/resetTotp',
    access: 'admin',
    schemas: async () => {
      const { staff, staffAdmin } = await loadSchemas()
      return { params: staff.idParams, answer: staffAdmin.staffLinkSent }
    },
  },
  referralCodes: {
    method: 'GET',
    path: '/api/staff/referralCodes',
    access: 'admin',
    schemas: async () => {
      const { staffAdmin } = await loadSchemas()
      return { answer: staffAdmin.referralCodesAnswer }
    },
  },
  createReferralCode: {
    method: 'POST',
    path: '/api/staff/referralCodes',
    access: 'admin',
    schemas: async () => {
      const { staffAdmin } = await loadSchemas()
      return { body: staffAdmin.newReferralRequest, answer: staffAdmin.referralCode }
    },
  },
  createReceiptLinks: {
    method: 'POST',
    path: '/api/staff/receiptLinks',
    access: 'admin',
    schemas: async () => {
      const { staffAdmin } = await loadSchemas()
      return { body: staffAdmin.newReceiptLinksRequest, answer: staffAdmin.receiptLinksAnswer }
    },
  },
  messageBudgets: {
    method: 'GET',
    path: '/api/staff/messageBudgets',
    access: 'staff',
    schemas: async () => {
      const { messageBudgets } = await loadSchemas()
      return { answer: messageBudgets.messageBudgetsAnswer }
    },
  },
} as const satisfies Record<string, Endpoint>

export type StaffEndpoints = typeof staffEndpoints
export type StaffEndpointName = keyof StaffEndpoints
