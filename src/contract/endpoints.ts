import type { Endpoint } from './endpoint.ts'
import { ReturnCode } from './return-codes.ts'

/** The schemas, loaded when one is asked for: never by a page's first load, since arktype is heavy. */
const load = () => import('./schemas/index.ts')

/**
 * The endpoint table: every call the client makes and the server answers, with who may make
 * it and the schemas of its request and answer. The server registers its handlers from it,
 * the client calls through it, and GET /api/openapi.json describes it. Paths keep the names
 * the club's existing clients use, under /api.
 */
export const endpoints = {
  login: {
    method: 'POST',
    path: '/api/login',
    access: 'public',
    schemas: async () => {
      const { auth } = await load()
      return {
        body: auth.loginRequest,
        answer: auth.loginAnswer,
        failures: {
          [ReturnCode.firstTimeLogin]: auth.firstTimeLoginData,
          [ReturnCode.emailNotVerified]: auth.emailNotVerifiedData,
          [ReturnCode.duplicatedMember]: auth.supportContactData,
          [ReturnCode.invalidMember]: auth.supportContactData,
        },
      }
    },
  },
  checkSession: {
    method: 'GET',
    path: '/api/checkSession',
    access: 'member',
    schemas: async () => {
      const { auth } = await load()
      return { answer: auth.sessionAnswer }
    },
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    access: 'member',
    schemas: async () => {
      const { common } = await load()
      return { answer: common.noData }
    },
  },
  getProfile: {
    method: 'GET',
    path: '/api/getProfile',
    access: 'member',
    schemas: async () => {
      const { profile } = await load()
      return { answer: profile.profile }
    },
  },
  updateProfile: {
    method: 'POST',
    path: '/api/updateProfile',
    access: 'member',
    schemas: async () => {
      const { profile } = await load()
      return { body: profile.updateProfileRequest, answer: profile.updateProfileAnswer }
    },
  },
  confirmPhoneChange: {
    method: 'POST',
    path: '/api/confirmPhoneChange',
    access: 'member',
    schemas: async () => {
      const { profile, common } = await load()
      return { body: profile.confirmPhoneChangeRequest, answer: common.noData }
    },
  },
  resendPhoneChangeCode: {
    method: 'POST',
    path: '/api/resendPhoneChangeCode',
    access: 'member',
    schemas: async () => {
      const { common } = await load()
      return { answer: common.noData }
    },
  },
  getInterest: {
    method: 'GET',
    path: '/api/getInterest',
    access: 'member',
    schemas: async () => {
      const { profile } = await load()
      return { answer: profile.interestIds }
    },
  },
  updateInterest: {
    method: 'POST',
    path: '/api/updateInterest',
    access: 'member',
    schemas: async () => {
      const { profile, common } = await load()
      return { body: profile.updateInterestRequest, answer: common.noData }
    },
  },
  changePassword: {
    method: 'POST',
    path: '/api/changePassword',
    access: 'member',
    schemas: async () => {
      const { profile, common } = await load()
      return { body: profile.changePasswordRequest, answer: common.noData }
    },
  },
  getDropDownList: {
    method: 'GET',
    path: '/api/getDropDownList',
    access: 'public',
    schemas: async () => {
      const { reference } = await load()
      return { query: reference.dropDownQuery, answer: reference.referenceItem.array() }
    },
  },
  checkAccountExisting: {
    method: 'GET',
    path: '/api/checkAccountExisting',
    access: 'public',
    schemas: async () => {
      const { registration } = await load()
      return { query: registration.accountExistingQuery, answer: registration.accountExistingAnswer }
    },
  },
  getPMemberReferralCodeItemByCode: {
    method: 'GET',
    path: '/api/getPMemberReferralCodeItemByCode',
    access: 'public',
    schemas: async () => {
      const { registration } = await load()
      return { query: registration.referralCodeQuery, answer: registration.referralCodeAnswer }
    },
  },
  uploadImage: {
    method: 'POST',
    path: '/api/uploadImage',
    access: 'guest-or-member',
    upload: { field: 'image' },
    idempotent: true,
    schemas: async () => {
      const { verification } = await load()
      return { answer: verification.uploadAnswer }
    },
  },
  uploadedFile: {
    method: 'GET',
    path: '/api/uploadedFile/:id',
    access: 'member',
    schemas: async () => {
      const { verification } = await load()
      return { params: verification.uploadedFileParams }
    },
  },
  register: {
    method: 'POST',
    path: '/api/register',
    access: 'public',
    schemas: async () => {
      const { registration } = await load()
      return { body: registration.registrationRequest, answer: registration.registerAnswer }
    },
  },
  registerPMember: {
    method: 'POST',
    path: '/api/registerPMember',
    access: 'public',
    schemas: async () => {
      const { registration } = await load()
      return { body: registration.pMemberRegistrationRequest, answer: registration.registerAnswer }
    },
  },
  otpVerify: {
    method: 'POST',
    path: '/api/otpVerify',
    access: 'public',
    schemas: async () => {
      const { verification } = await load()
      return { body: verification.otpVerifyRequest, answer: verification.otpVerifyAnswer }
    },
  },
  resendOtp: {
    method: 'POST',
    path: '/api/resendOtp',
    access: 'public',
    schemas: async () => {
      const { verification, auth } = await load()
      return {
        body: verification.resendOtpRequest,
        answer: verification.resendOtpAnswer,
        failures: { [ReturnCode.duplicatedMember]: auth.supportContactData, [ReturnCode.invalidMember]: auth.supportContactData },
      }
    },
  },
  firstTimeLogin: {
    method: 'POST',
    path: '/api/firstTimeLogin',
    access: 'public',
    schemas: async () => {
      const { verification, common } = await load()
      return { body: verification.firstTimeLoginRequest, answer: common.noData }
    },
  },
  sendEmail: {
    method: 'POST',
    path: '/api/sendEmail',
    access: 'public',
    schemas: async () => {
      const { verification, common } = await load()
      return { body: verification.sendEmailRequest, answer: common.noData }
    },
  },
  resendEmail: {
    method: 'POST',
    path: '/api/resendEmail',
    access: 'public',
    schemas: async () => {
      const { verification, common, auth } = await load()
      return {
        body: verification.resendEmailRequest,
        answer: common.noData,
        failures: { [ReturnCode.invalidMember]: auth.supportContactData },
      }
    },
  },
  emailVerification: {
    method: 'GET',
    path: '/api/emailVerification',
    access: 'public',
    schemas: async () => {
      const { verification } = await load()
      return { query: verification.emailVerificationQuery, answer: verification.emailVerificationAnswer }
    },
  },
  setupPassword: {
    method: 'POST',
    path: '/api/setupPassword',
    access: 'public',
    schemas: async () => {
      const { verification, common } = await load()
      return { body: verification.setupPasswordRequest, answer: common.noData }
    },
  },
  getUpgradeForm: {
    method: 'GET',
    path: '/api/getUpgradeForm',
    access: 'member',
    schemas: async () => {
      const { upgrade } = await load()
      return { answer: upgrade.upgradeFormAnswer }
    },
  },
  createUpgradeForm: {
    method: 'POST',
    path: '/api/createUpgradeForm',
    access: 'member',
    idempotent: true,
    schemas: async () => {
      const { upgrade } = await load()
      return { body: upgrade.upgradeRequest, answer: upgrade.upgradeFormStatus }
    },
  },
  updateUpgradeFormForDocument: {
    method: 'POST',
    path: '/api/updateUpgradeFormForDocument',
    access: 'member',
    schemas: async () => {
      const { upgrade } = await load()
      return { body: upgrade.upgradeDocumentsRequest, answer: upgrade.upgradeFormStatus }
    },
  },
  /** The same call under the name the club's older clients spell it with. */
  updateUpgradeFormForDoccment: {
    method: 'POST',
    path: '/api/updateUpgradeFormForDoccment',
    access: 'member',
    schemas: async () => {
      const { upgrade } = await load()
      return { body: upgrade.upgradeDocumentsRequest, answer: upgrade.upgradeFormStatus }
    },
  },
  getParkingForm: {
    method: 'GET',
    path: '/api/getParkingForm',
    access: 'member',
    schemas: async () => {
      const { parking } = await load()
      return { answer: parking.parkingForm }
    },
  },
  createParkingForm: {
    method: 'POST',
    path: '/api/createParkingForm',
    access: 'member',
    idempotent: true,
    schemas: async () => {
      const { parking } = await load()
      return { body: parking.parkingRequest, answer: parking.parkingFormStatus }
    },
  },
  updateParkingForm: {
    method: 'POST',
    path: '/api/updateParkingForm',
    access: 'member',
    schemas: async () => {
      const { parking } = await load()
      return { body: parking.parkingRequest, answer: parking.parkingFormStatus }
    },
  },
  /** Documents that follow a parking application sent while they could not be uploaded. */
  attachParkingDocuments: {
    method: 'POST',
    path: '/api/attachParkingDocuments',
    access: 'member',
    schemas: async () => {
      const { parking } = await load()
      return { body: parking.parkingDocumentsRequest, answer: parking.parkingFormStatus }
    },
  },
  /** Whether a receipt link still takes its upload: the page asks before showing the form. */
  getReceiptLink: {
    method: 'GET',
    path: '/api/getReceiptLink',
    access: 'public',
    schemas: async () => {
      const { receipt } = await load()
      return { query: receipt.uploadReceiptQuery, answer: receipt.receiptLinkAnswer }
    },
  },
  uploadReceipt: {
    method: 'POST',
    path: '/api/uploadReceipt',
    access: 'public-as-member',
    upload: { field: 'file' },
    idempotent: true,
    schemas: async () => {
      const { receipt } = await load()
      return { query: receipt.uploadReceiptQuery, answer: receipt.receiptAnswer }
    },
  },
  devOutbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'local',
    schemas: async () => {
      const { outbox } = await load()
      return { query: outbox.outboxQuery, answer: outbox.outboxMessage.array() }
    },
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    schemas: async () => ({}),
  },
} as const satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
