import { runOperation } from '#server/ops/operations.ts'
import { jpegWithMetadata, multipartFile, pngWithMetadata } from '#tests/support/images.ts'
import { asStaff } from './staff.ts'
import type { TestApp } from './test-app.ts'

let eventCounter = 0
/** An event name no other test of this run uses (event names are free text). */
export const uniqueEvent = (label: string) => `${label} ${process.pid}-${++eventCounter}`

/** Receipt links for an event, as `npm run receipt-link:create` issues them; answers their ids. */
export async function receiptLinkIds(test: TestApp, event: string, count = 1): Promise<string[]> {
  const links = (await runOperation(test.app.ctx, 'receiptLink.create', { event, count, language: 'en' })) as { id: string }[]
  return links.map((link) => link.id)
}

const receiptImages = {
  jpeg: () => ({ type: 'image/jpeg', bytes: jpegWithMetadata() }),
  png: () => ({ type: 'image/png', bytes: pngWithMetadata() }),
}

/** An attendee's upload through a receipt link, with the headers given (a member's token, a language). */
function sendReceipt(
  test: TestApp,
  linkId: string,
  options: { kind?: keyof typeof receiptImages; name?: string; headers?: Record<string, string> } = {},
) {
  const image = receiptImages[options.kind ?? 'jpeg']()
  const part = multipartFile('file', options.name ?? 'receipt.jpg', image.type, image.bytes)
  return test.app.inject({
    method: 'POST',
    url: `/api/uploadReceipt?id=${encodeURIComponent(linkId)}`,
    headers: { 'content-type': part.contentType, ...options.headers },
    payload: part.body,
  })
}

/** Uploads and fails loudly unless the receipt was taken. */
export async function receiptSent(...args: Parameters<typeof sendReceipt>): Promise<void> {
  const response = await sendReceipt(...args)
  if (response.statusCode !== 200 || !response.json().success) throw new Error(`receipt upload failed: ${response.body}`)
}

export interface SignedInStaff {
  id: string
  name: string
  email: string
  role: 'reviewer' | 'admin'
}

/** Who a staff cookie signs in (its account id, for the calls naming an account). */
export async function staffSessionOf(test: TestApp, cookie: string): Promise<SignedInStaff> {
  const response = await asStaff(test, cookie, 'GET', '/api/staff/session')
  if (response.statusCode !== 200) throw new Error(`no staff session: ${response.body}`)
  return response.json().data as SignedInStaff
}

/** A day in Hong Kong (YYYY-MM-DD), as the audit log's filter takes it. */
export const hongKongDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)

/** A time as the receipts CSV writes it: Hong Kong, to the minute. */
export const hongKongMinute = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
