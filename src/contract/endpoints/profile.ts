import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** The member's profile, interests and password, a change of phone proven by a code, and the devices signed in. */
export const profileEndpoints = {
  getProfile: {
    method: 'GET',
    path: '/api/getProfile',
    access: 'member',
    schemas: async () => {
      const { profile } = await loadSchemas()
      return { answer: profile.profile }
    },
  },
  updateProfile: {
    method: 'POST',
    path: '/api/updateProfile',
    access: 'member',
    schemas: async () => {
      const { profile } = await loadSchemas()
      return { body: profile.updateProfileRequest, answer: profile.updateProfileAnswer }
    },
  },
  confirmPhoneChange: {
    method: 'POST',
    path: '/api/confirmPhoneChange',
    access: 'member',
    schemas: async () => {
      const { profile, common } = await loadSchemas()
      return { body: profile.confirmPhoneChangeRequest, answer: common.noData }
    },
  },
  resendPhoneChangeCode: {
    method: 'POST',
    path: '/api/resendPhoneChangeCode',
    access: 'member',
    schemas: async () => {
      const { common } = await loadSchemas()
      return { answer: common.noData }
    },
  },
  getInterest: {
    method: 'GET',
    path: '/api/getInterest',
    access: 'member',
    schemas: async () => {
      const { profile } = await loadSchemas()
      return { answer: profile.interestIds }
    },
  },
  updateInterest: {
    method: 'POST',
    path: '/api/updateInterest',
    access: 'member',
    schemas: async () => {
      const { profile, common } = await loadSchemas()
      return { body: profile.updateInterestRequest, answer: common.noData }
    },
  },
  changePassword: {
    method: 'POST',
    path: '/api/changePassword',
    access: 'member',
    schemas: async () => {
      const { profile, common } = await loadSchemas()
      return { body: profile.changePasswordRequest, answer: common.noData }
    },
  },
  getSignedInDevices: {
    method: 'GET',
    path: '/api/getSignedInDevices',
    access: 'member',
    schemas: async () => {
      const { devices } = await loadSchemas()
      return { answer: devices.signedInDevices }
    },
  },
  endSession: {
    method: 'POST',
    path: '/api/endSession',
    access: 'member',
    schemas: async () => {
      const { devices } = await loadSchemas()
      return { body: devices.endSessionRequest, answer: devices.endedSessions }
    },
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/endOtherSessions',
    access: 'member',
    schemas: async () => {
      const { devices } = await loadSchemas()
      return { answer: devices.endedSessions }
    },
  },
} as const satisfies Record<string, Endpoint>
