import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The member's profile, interests and password, a change of phone proven by a code, and the devices signed in. */
export const profileEndpoints = {
  getProfile: {
    summary: "The member's profile, membership card and upgrade forms.",
    method: 'GET',
    path: '/api/getProfile',
    access: 'member',
    schemas: lazySchemas(['profile'], ({ profile }) => ({ answer: profile.profile })),
  },
  updateProfile: {
    summary:
      'Saves the profile fields sent (the whole profile may be sent; read-only fields stay as they are). A new phone number needs the current password (currentPassword) and gets a code first.',
    method: 'POST',
    path: '/api/updateProfile',
    access: 'member',
    schemas: lazySchemas(['profile'], ({ profile }, { countryCodes, today }) => ({
      body: profile.updateProfileSchema(countryCodes, today),
      answer: profile.updateProfileAnswer,
    })),
  },
  confirmPhoneChange: {
    summary:
      'The code sent to a new phone number: the number becomes the login id, every other session ends, and the old number and the e-mail address are told.',
    method: 'POST',
    path: '/api/confirmPhoneChange',
    access: 'member',
    schemas: lazySchemas(['profile', 'common'], ({ profile, common }) => ({
      body: profile.confirmPhoneChangeRequest,
      answer: common.noData,
    })),
  },
  resendPhoneChangeCode: {
    summary: 'A new code to the phone number waiting for one.',
    method: 'POST',
    path: '/api/resendPhoneChangeCode',
    access: 'member',
    schemas: lazySchemas(['common'], ({ common }) => ({ answer: common.noData })),
  },
  getInterest: {
    summary: "The ids of the member's interests (INTEREST list).",
    method: 'GET',
    path: '/api/getInterest',
    access: 'member',
    schemas: lazySchemas(['profile'], ({ profile }) => ({ answer: profile.interestIds })),
  },
  updateInterest: {
    summary: "Replaces the member's interests.",
    method: 'POST',
    path: '/api/updateInterest',
    access: 'member',
    schemas: lazySchemas(['profile', 'common'], ({ profile, common }) => ({
      body: profile.updateInterestRequest,
      answer: common.noData,
    })),
  },
  changePassword: {
    summary: 'Changes the password (611: current password wrong); every other session of the member ends.',
    method: 'POST',
    path: '/api/changePassword',
    access: 'member',
    schemas: lazySchemas(['profile', 'common'], ({ profile, common }) => ({
      body: profile.changePasswordRequest,
      answer: common.noData,
    })),
  },
  getSignedInDevices: {
    summary: 'The devices the member is signed in on, the one asking marked current.',
    method: 'GET',
    path: '/api/getSignedInDevices',
    access: 'member',
    schemas: lazySchemas(['devices'], ({ devices }) => ({ answer: devices.signedInDevices })),
  },
  endSession: {
    summary: "Signs one of the member's other devices out (not the one asking: that is logout).",
    method: 'POST',
    path: '/api/endSession',
    access: 'member',
    schemas: lazySchemas(['devices'], ({ devices }) => ({ body: devices.endSessionRequest, answer: devices.endedSessions })),
  },
  endOtherSessions: {
    summary: 'Signs every device of the member out but the one asking.',
    method: 'POST',
    path: '/api/endOtherSessions',
    access: 'member',
    schemas: lazySchemas(['devices'], ({ devices }) => ({ answer: devices.endedSessions })),
  },
} as const satisfies Record<string, Endpoint>
