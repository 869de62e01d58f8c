import type { Endpoint } from './endpoint.ts'

const load = () => import('./schemas/index.ts')

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
      const { staff } = await load()
      return { body: staff.staffLoginRequest, answer: staff.staffSession }
    },
  },
  staffLogout: {
    method: 'POST',
    path: '/api/staff/logout',
    access: 'staff',
    schemas: async () => {
      const { common } = await load()
      return { answer: common.noData }
    },
  },
  staffSession: {
    method: 'GET',
    path: '/api/staff/session',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { answer: staff.staffSession }
    },
  },
  upgradeQueue: {
    method: 'GET',
    path: '/api/staff/upgradeForms',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { query: staff.queueQuery, answer: staff.queueAnswer }
    },
  },
  upgradeReview: {
    method: 'GET',
    path: '/api/staff/upgradeForms/:id',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { params: staff.idParams, answer: staff.upgradeReview }
    },
  },
  approveUpgrade: {
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/approve',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { params: staff.idParams, answer: staff.decisionAnswer }
    },
  },
  rejectUpgrade: {
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/reject',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { params: staff.idParams, body: staff.rejectRequest, answer: staff.decisionAnswer }
    },
  },
  parkingQueue: {
    method: 'GET',
    path: '/api/staff/parkingForms',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { query: staff.queueQuery, answer: staff.queueAnswer }
    },
  },
  parkingReview: {
    method: 'GET',
    path: '/api/staff/parkingForms/:id',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { params: staff.idParams, answer: staff.parkingReview }
    },
  },
  approveParking: {
    method: 'POST',
    path: '/api/staff/parkingForms/:id/approve',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { params: staff.idParams, answer: staff.decisionAnswer }
    },
  },
  rejectParking: {
    method: 'POST',
    path: '/api/staff/parkingForms/:id/reject',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { params: staff.idParams, body: staff.rejectRequest, answer: staff.decisionAnswer }
    },
  },
  staffDocument: {
    method: 'GET',
    path: '/api/staff/documents/:id',
    access: 'staff',
    schemas: async () => {
      const { staff } = await load()
      return { params: staff.idParams }
    },
  },
  auditLog: {
    method: 'GET',
    path: '/api/staff/auditLog',
    access: 'admin',
    schemas: async () => {
      const { staff } = await load()
      return { query: staff.auditQuery, answer: staff.auditAnswer }
    },
  },
} as const satisfies Record<string, Endpoint>

export type StaffEndpoints = typeof staffEndpoints
export type StaffEndpointName = keyof StaffEndpoints
