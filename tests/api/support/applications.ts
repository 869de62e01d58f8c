import { jpegWithMetadata, multipartFile, pngWithMetadata } from '#tests/support/images.ts'
import { addMember, bearer, loginAs, type TestApp } from './test-app.ts'

/** A PDF, a Word file, a JPEG and a PNG as a member's phone would send them. */
export const documentFiles = {
  pdf: () => ({
    name: 'deed.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000, 0x20)]),
  }),
  doc: () => ({
    name: 'licence.doc',
    type: 'application/msword',
    bytes: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1000, 0)]),
  }),
  jpeg: () => ({ name: 'card.jpg', type: 'image/jpeg', bytes: jpegWithMetadata() }),
  png: () => ({ name: 'scan.png', type: 'image/png', bytes: pngWithMetadata() }),
}

/** Uploads one document as the member and answers its id. */
export async function uploadDocument(test: TestApp, token: string, kind: keyof typeof documentFiles = 'pdf'): Promise<string> {
  const file = documentFiles[kind]()
  const part = multipartFile('image', file.name, file.type, file.bytes)
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/uploadImage',
    payload: part.body,
    headers: { 'content-type': part.contentType, ...bearer(token) },
  })
  const id = response.json().data?.id
  if (typeof id !== 'string') throw new Error(`upload failed: ${response.body}`)
  return id
}

/** A member logged in, with the token of their session. */
export async function loggedIn(test: TestApp, tier: 'ordinary' | 'privilege' = 'ordinary') {
  const member = await addMember(test, { tier })
  return { member, token: await loginAs(test, member) }
}

export { upgradePayload } from '#tests/support/upgrade-payload.ts'

let vehicleCounter = 0
/** A plate and an Octopus card no other test of this run holds. */
export const uniqueVehicle = () => {
  vehicleCounter += 1
  const serial = (process.pid % 10_000) * 100 + vehicleCounter
  return { vehicleNumber: `TS${serial}`.slice(0, 10), octopusCardNumber: String(10_000_000 + serial).padStart(8, '0') }
}

export const parkingPayload = (documentId: string[], overrides: Record<string, unknown> = {}) => ({
  ...uniqueVehicle(),
  octopusCardLastNumber: '8',
  vehicleTypeId: 1,
  vehicleModel: 'Toyota Alphard',
  documentId,
  termsAccepted: true,
  ...overrides,
})

export const postAs = (test: TestApp, token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), ...headers } })

export const getAs = (test: TestApp, token: string, url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } })
