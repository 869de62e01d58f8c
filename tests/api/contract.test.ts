import { type } from 'arktype'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '#contract/endpoint'
import { endpoints, type EndpointName } from '#contract/endpoints'
import { dropDownTypes } from '#contract/reference'
import { ReturnCode } from '#contract/return-codes'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { decideParking } from '#server/modules/review/decisions.ts'
import { jpegWithMetadata, multipartFile } from '#tests/support/images.ts'
import { makeTestWallet, type TestWallet } from '#tests/support/wallet-certificates.ts'
import { getAs, loggedIn, parkingPayload, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { exportFile, preparedExport } from './support/privacy.ts'
import { deviceKeys, vapidEnv } from './support/push.ts'
import { addPasskey, authenticatorFor, passkeyCall, passkeyLogin } from './support/passkeys.ts'
import { addMember, bearer, loginAs, startTestApp, uniquePhone, type TestApp } from './support/test-app.ts'
import {
  get,
  latestCode,
  latestLink,
  newReferral,
  pMemberRegistration,
  post,
  registration,
  uniqueReferralCode,
} from './support/registration.ts'

/** One successful call of an endpoint, made the way a client makes it. */
type Sample = (test: TestApp) => Promise<LightMyRequestResponse | LightMyRequestResponse[]>

const upload = (test: TestApp, url: string, field: string, headers: Record<string, string> = {}) => {
  const file = multipartFile(field, 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
  return test.app.inject({ method: 'POST', url, payload: file.body, headers: { 'content-type': file.contentType, ...headers } })
}

async function registered(test: TestApp) {
  const payload = registration()
  const { memberId } = (await post(test, '/api/register', payload)).json().data
  return { payload, memberId: memberId as string, code: await latestCode(test, payload.mobilePhone) }
}

/** A call by a new member, logged in. */
async function memberCall(test: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await loginAs(test, await addMember(test))
  return test.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
}

/** Every entry of the table has a sample: a new endpoint without one fails the type check. */
const samples: Record<EndpointName, Sample> = {
  login: async (test) => {
    const member = await addMember(test)
    return post(test, '/api/login', { countryCode: 1, phoneNumber: member.phone, password: member.password })
  },
  checkSession: async (test) =>
    test.app.inject({ method: 'GET', url: '/api/checkSession', headers: bearer(await loginAs(test, await addMember(test))) }),
  logout: async (test) =>
    test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(await loginAs(test, await addMember(test))) }),
  getProfile: async (test) =>
    test.app.inject({ method: 'GET', url: '/api/getProfile', headers: bearer(await loginAs(test, await addMember(test))) }),
  updateProfile: async (test) =>
    memberCall(test, 'POST', '/api/updateProfile', { chineseSurname: '陳', chineseName: '大文', birthdayDay: 12 }),
  confirmPhoneChange: async (test) => {
    const token = await loginAs(test, await addMember(test))
    const phone = uniquePhone()
    await test.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(token),
      payload: { countryCodeId: 1, mobilePhone: phone, currentPassword: 'Secret#123' },
    })
    const code = await latestCode(test, phone)
    return test.app.inject({ method: 'POST', url: '/api/confirmPhoneChange', headers: bearer(token), payload: { token: code } })
  },
  resendPhoneChangeCode: async (test) => {
    const token = await loginAs(test, await addMember(test))
    await test.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(token),
      payload: { countryCodeId: 1, mobilePhone: uniquePhone(), currentPassword: 'Secret#123' },
    })
    test.clock.advance(61_000)
    return test.app.inject({ method: 'POST', url: '/api/resendPhoneChangeCode', headers: bearer(token) })
  },
  getInterest: (test) => memberCall(test, 'GET', '/api/getInterest'),
  updateInterest: (test) => memberCall(test, 'POST', '/api/updateInterest', { interestIds: [1, 2] }),
  changePassword: (test) =>
    memberCall(test, 'POST', '/api/changePassword', { oldPassword: 'Secret#123', newPassword: 'Another@456' }),
  getSignedInDevices: (test) => memberCall(test, 'GET', '/api/getSignedInDevices'),
  endSession: async (test) => {
    const member = await addMember(test)
    const other = await loginAs(test, member)
    const token = await loginAs(test, member)
    const devices = await test.app.inject({ method: 'GET', url: '/api/getSignedInDevices', headers: bearer(token) })
    const { id } = devices.json().data.find((device: { current: boolean }) => !device.current)
    expect(other).not.toBe(token)
    return test.app.inject({ method: 'POST', url: '/api/endSession', headers: bearer(token), payload: { id } })
  },
  endOtherSessions: (test) => memberCall(test, 'POST', '/api/endOtherSessions'),
  getMyData: (test) => memberCall(test, 'GET', '/api/getMyData'),
  requestDataExport: (test) => memberCall(test, 'POST', '/api/requestDataExport'),
  dataExportFile: async (test) => {
    const token = await loginAs(test, await addMember(test))
    await preparedExport(test, token)
    return Promise.all([exportFile(test, token, 'json'), exportFile(test, token, 'html')])
  },
  withdrawMarketingConsent: (test) => memberCall(test, 'POST', '/api/withdrawMarketingConsent'),
  giveMarketingConsent: (test) => memberCall(test, 'POST', '/api/giveMarketingConsent'),
  requestAccountClosing: (test) => memberCall(test, 'POST', '/api/requestAccountClosing', { password: 'Secret#123' }),
  cancelAccountClosing: async (test) => {
    const token = await loginAs(test, await addMember(test))
    await test.app.inject({
      method: 'POST',
      url: '/api/requestAccountClosing',
      headers: bearer(token),
      payload: { password: 'Secret#123' },
    })
    return test.app.inject({ method: 'POST', url: '/api/cancelAccountClosing', headers: bearer(token) })
  },
  getPushSettings: (test) => memberCall(test, 'GET', '/api/getPushSettings'),
  subscribePush: (test) =>
    memberCall(
      test,
      'POST',
      '/api/subscribePush',
      deviceKeys().subscription('https://fcm.googleapis.com/fcm/send/contract-device'),
    ),
  unsubscribePush: (test) => memberCall(test, 'POST', '/api/unsubscribePush'),
  passkeyRegistrationOptions: (test) => memberCall(test, 'POST', '/api/passkeyRegistrationOptions', { password: 'Secret#123' }),
  addPasskey: async (test) => addPasskey(test, await loginAs(test, await addMember(test)), authenticatorFor(test)),
  getPasskeys: async (test) => {
    const token = await loginAs(test, await addMember(test))
    await addPasskey(test, token, authenticatorFor(test))
    return passkeyCall(test, token, 'GET', '/api/getPasskeys')
  },
  renamePasskey: async (test) => {
    const token = await loginAs(test, await addMember(test))
    const { id } = (await addPasskey(test, token, authenticatorFor(test))).json().data
    return passkeyCall(test, token, 'POST', '/api/renamePasskey', { id, name: 'Laptop' })
  },
  removePasskey: async (test) => {
    const token = await loginAs(test, await addMember(test))
    const { id } = (await addPasskey(test, token, authenticatorFor(test))).json().data
    return passkeyCall(test, token, 'POST', '/api/removePasskey', { id, password: 'Secret#123' })
  },
  passkeyLoginOptions: (test) => post(test, '/api/passkeyLoginOptions', {}),
  passkeyLogin: async (test) => {
    const authenticator = authenticatorFor(test)
    await addPasskey(test, await loginAs(test, await addMember(test)), authenticator)
    return passkeyLogin(test, authenticator)
  },
  getDropDownList: (test) =>
    Promise.all(dropDownTypes.map((dropDownType) => get(test, '/api/getDropDownList', { dropDownType }))),
  checkAccountExisting: (test) => get(test, '/api/checkAccountExisting', { emailAddress: 'nobody@example.com' }),
  getPMemberReferralCodeItemByCode: async (test) => {
    const code = uniqueReferralCode()
    await newReferral(test, code, { estate: 1 })
    return get(test, '/api/getPMemberReferralCodeItemByCode', { referralCode: code })
  },
  uploadImage: (test) => upload(test, '/api/uploadImage', 'image'),
  uploadedFile: async (test) => {
    const token = await loginAs(test, await addMember(test))
    const { id } = (await upload(test, '/api/uploadImage', 'image', bearer(token))).json().data
    return test.app.inject({ method: 'GET', url: `/api/uploadedFile/${id}`, headers: bearer(token) })
  },
  register: (test) => post(test, '/api/register', registration()),
  registerPMember: async (test) => {
    const code = uniqueReferralCode()
    await newReferral(test, code)
    return post(test, '/api/registerPMember', pMemberRegistration(code))
  },
  otpVerify: async (test) => {
    const { memberId, code } = await registered(test)
    return post(test, '/api/otpVerify', { token: code, memberId, language: 'en', type: 'register' })
  },
  resendOtp: async (test) => {
    const { memberId } = await registered(test)
    test.clock.advance(61_000)
    return post(test, '/api/resendOtp', { memberId, language: 'en', type: 'register' })
  },
  firstTimeLogin: async (test) => {
    const member = await addMember(test, { firstTime: true })
    return post(test, '/api/firstTimeLogin', { type: 'firstTimeLogin', language: 'en', memberId: member.id })
  },
  sendEmail: async (test) => {
    const member = await addMember(test, { firstTime: true })
    await post(test, '/api/firstTimeLogin', { type: 'firstTimeLogin', language: 'en', memberId: member.id })
    const verified = await post(test, '/api/otpVerify', {
      token: await latestCode(test, member.phone),
      memberId: member.id,
      language: 'en',
      type: 'firstTimeLogin',
    })
    const { firstTimeKey } = verified.json().data
    return post(test, '/api/sendEmail', { memberId: member.id, firstTimeKey, emailAddress: `first${member.phone}@example.com` })
  },
  resendEmail: async (test) => {
    const { memberId, code } = await registered(test)
    await post(test, '/api/otpVerify', { token: code, memberId, language: 'en', type: 'register' })
    test.clock.advance(61_000)
    return post(test, '/api/resendEmail', { memberId, language: 'en', type: 'registration' })
  },
  emailVerification: async (test) => {
    const { payload, memberId, code } = await registered(test)
    await post(test, '/api/otpVerify', { token: code, memberId, language: 'en', type: 'register' })
    const link = await latestLink(test, payload.emailAddress)
    return get(test, '/api/emailVerification', { emailAuthKey: link.key, lang: 'en', type: 'verifyUserAccount' })
  },
  setupPassword: async (test) => {
    const member = await addMember(test)
    const sent = await post(test, '/api/resendOtp', {
      phoneNumber: member.phone,
      countryCode: 1,
      language: 'en',
      type: 'forgetPassword',
    })
    const verified = await post(test, '/api/otpVerify', {
      token: await latestCode(test, member.phone),
      memberId: sent.json().data.memberId,
      language: 'en',
      type: 'forgetPassword',
    })
    expect(verified.json().returnCode).toBe(ReturnCode.forgetPassword)
    return post(test, '/api/setupPassword', {
      password: 'Another@456',
      emailAuthKey: verified.json().data.forgetPasswordToken,
      type: 'forgetPassword',
      language: 'en',
    })
  },
  getUpgradeForm: async (test) => {
    const { token } = await loggedIn(test)
    const none = await getAs(test, token, '/api/getUpgradeForm')
    await postAs(test, token, '/api/createUpgradeForm', upgradePayload())
    return [none, await getAs(test, token, '/api/getUpgradeForm')]
  },
  createUpgradeForm: async (test) => {
    const { token } = await loggedIn(test)
    const documentId = await uploadDocument(test, token)
    return postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [documentId] }), {
      'idempotency-key': crypto.randomUUID(),
    })
  },
  updateUpgradeFormForDocument: async (test) => {
    const { token } = await loggedIn(test)
    await postAs(test, token, '/api/createUpgradeForm', upgradePayload())
    const documentId = await uploadDocument(test, token)
    return postAs(test, token, '/api/updateUpgradeFormForDocument', { addressDocumentId: [documentId], sinoStaffDocumentId: [] })
  },
  getParkingForm: async (test) => {
    const { token } = await loggedIn(test, 'privilege')
    await postAs(test, token, '/api/createParkingForm', parkingPayload([await uploadDocument(test, token)]))
    return getAs(test, token, '/api/getParkingForm')
  },
  createParkingForm: async (test) => {
    const { token } = await loggedIn(test, 'privilege')
    return postAs(test, token, '/api/createParkingForm', parkingPayload([await uploadDocument(test, token, 'doc')]), {
      'idempotency-key': crypto.randomUUID(),
    })
  },
  updateParkingForm: async (test) => {
    const { member, token } = await loggedIn(test, 'privilege')
    const documentId = await uploadDocument(test, token)
    await postAs(test, token, '/api/createParkingForm', parkingPayload([documentId]))
    await decideParking(test.app.ctx, { clubMemberId: member.clubMemberId, decision: 'approve' })
    return postAs(test, token, '/api/updateParkingForm', parkingPayload([documentId], { vehicleModel: 'Honda Jazz' }))
  },
  withdrawParkingChange: async (test) => {
    const { member, token } = await loggedIn(test, 'privilege')
    const documentId = await uploadDocument(test, token)
    const payload = parkingPayload([documentId])
    await postAs(test, token, '/api/createParkingForm', payload)
    await decideParking(test.app.ctx, { clubMemberId: member.clubMemberId, decision: 'approve' })
    const edited = (await postAs(test, token, '/api/updateParkingForm', { ...payload, vehicleModel: 'Honda Jazz' })).json()
    return postAs(test, token, '/api/withdrawParkingChange', { id: edited.data.changeId })
  },
  withdrawParkingForm: async (test) => {
    const { token } = await loggedIn(test, 'privilege')
    const created = (
      await postAs(test, token, '/api/createParkingForm', parkingPayload([await uploadDocument(test, token)]))
    ).json()
    return postAs(test, token, '/api/withdrawParkingForm', { id: created.data.id })
  },
  attachParkingDocuments: async (test) => {
    const { token } = await loggedIn(test, 'privilege')
    await postAs(test, token, '/api/createParkingForm', parkingPayload([], { documentsToFollow: 1 }))
    return postAs(test, token, '/api/attachParkingDocuments', { documentId: [await uploadDocument(test, token)] })
  },
  getReceiptLink: async (test) => {
    const [link] = await createReceiptLinks(test.app.ctx, { event: 'Contract night', count: 1, language: 'en' })
    return test.app.inject({ method: 'GET', url: `/api/getReceiptLink?id=${link!.id}` })
  },
  uploadReceipt: async (test) => {
    const [link] = await createReceiptLinks(test.app.ctx, { event: 'Contract night', count: 1, language: 'en' })
    return upload(test, `/api/uploadReceipt?id=${link!.id}`, 'file')
  },
  devOutbox: (test) => test.app.inject({ method: 'GET', url: '/api/dev/outbox' }),
  openApi: (test) => test.app.inject({ method: 'GET', url: '/api/openapi.json' }),
  getWalletPasses: (test) => memberCall(test, 'GET', '/api/walletPasses'),
  walletPassApple: (test) => memberCall(test, 'GET', '/api/walletPass/apple'),
  walletPassAppleLink: (test) => memberCall(test, 'POST', '/api/walletPassLink/apple'),
  walletPassAppleByLink: async (test) => {
    const { url } = (await memberCall(test, 'POST', '/api/walletPassLink/apple')).json().data
    return test.app.inject({ method: 'GET', url })
  },
  healthz: (test) => test.app.inject({ method: 'GET', url: '/healthz' }),
  readyz: (test) => test.app.inject({ method: 'GET', url: '/readyz' }),
  maintenanceNotice: (test) => test.app.inject({ method: 'GET', url: '/api/maintenance' }),
}

describe('every endpoint answers what the table says', () => {
  let test: TestApp
  // Signing wallet passes, so that the pass is served rather than not found.
  let wallet: TestWallet
  beforeAll(async () => {
    wallet = makeTestWallet()
    // With VAPID keys too, so that the push calls are offered.
    test = await startTestApp('pglite', { env: { ...wallet.env, ...vapidEnv() } })
  })
  afterAll(async () => {
    await test.close()
    wallet.remove()
  })

  for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
    it(`${name}: ${endpoint.method} ${endpoint.path}`, async () => {
      const schemas = await endpoint.schemas(test.app.referenceData)
      const responses = [await samples[name](test)].flat()
      for (const response of responses) {
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200)
        if (!schemas.answer) {
          // The client's page is no file answer; a readable file of the member's data is one, as a download.
          if (endpoint.file?.includes('text/html')) expect(response.headers['content-disposition']).toMatch(/^attachment/)
          else expect(response.headers['content-type']).not.toContain('text/html')
          continue
        }
        const envelope = response.json()
        expect(envelope).toMatchObject({ success: true })
        const checked = schemas.answer(envelope.data)
        expect(checked instanceof type.errors ? checked.summary : 'fits').toBe('fits')
      }
    })
  }

  it('a declared failure carries the data its schema says (609: the member to verify)', async () => {
    const member = await addMember(test, { firstTime: true, password: 'Secret#123' })
    const answer = (await post(test, '/api/login', { countryCode: 1, phoneNumber: member.phone, password: 'Secret#123' })).json()
    expect(answer).toMatchObject({ success: false, returnCode: ReturnCode.firstTimeLogin })
    const failures = (await endpoints.login.schemas(test.app.referenceData)).failures
    expect(failures[ReturnCode.firstTimeLogin](answer.data)).toEqual({ id: member.id })
  })
})
