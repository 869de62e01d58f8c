import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** The member's profile, interests and password, and a change of phone proven by a code. */
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
} as const satisfies Record<string, Endpoint>
