import { jpegWithMetadata, multipartFile } from '#tests/support/images.ts'
import type { TestApp } from './test-app.ts'

/** An attendee's photo of a receipt, sent to the link `id` from `remoteAddress`. */
export function sendReceipt(test: TestApp, id: string, remoteAddress: string) {
  const body = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
  return test.app.inject({
    method: 'POST',
    url: `/api/uploadReceipt?id=${id}`,
    headers: { 'content-type': body.contentType },
    payload: body.body,
    remoteAddress,
  })
}
