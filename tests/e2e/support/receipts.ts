import type { APIRequestContext, Page } from '@playwright/test'
import { operate } from './operate.ts'
import { jpegWithMetadata, pngWithMetadata } from '#tests/support/images.ts'

/** Issues receipt links the way an operator does (npm run receipt-link:create), through the running portal. */
export async function createReceiptIds(count = 1): Promise<string[]> {
  const links = await operate<{ id: string }[]>('receiptLink.create', { event: 'Lantern Night', count, language: 'en' })
  return links.map((link) => link.id)
}

/** A receipt photo as the file input receives it. */
export const receiptPhoto = (name = 'receipt.jpg') => ({ name, mimeType: 'image/jpeg', buffer: jpegWithMetadata() })

/** A receipt picture a browser can draw (the photo above is only a JPEG's structure), for a thumbnail to show. */
export const receiptPicture = (name = 'receipt.png') => ({ name, mimeType: 'image/png', buffer: pngWithMetadata() })

/** Uploads straight to the API (no outbox): a second upload for a delivered link must answer 801. */
export async function uploadDirectly(request: APIRequestContext, id: string) {
  const response = await request.post(`/api/uploadReceipt?id=${id}`, { multipart: { file: receiptPhoto() } })
  return (await response.json()) as { success: boolean; returnCode: number }
}

export const receiptTexts = {
  en: {
    title: 'Upload Receipt',
    file: 'Receipt image',
    submit: 'Submit',
    success: 'Upload Receipt Successfully',
    missing: 'Missing Id',
    waiting: 'Waiting to send',
    already: 'The receipt has already been uploaded',
  },
  tc: {
    title: '上載收據',
    file: '收據圖片',
    submit: '提交',
    success: '成功上載收據',
    missing: '缺少編號',
    waiting: '等待傳送',
    already: '此收據已經上載',
  },
  sc: {
    title: '上传收据',
    file: '收据图片',
    submit: '提交',
    success: '成功上传收据',
    missing: '缺少编号',
    waiting: '等待发送',
    already: '此收据已经上传',
  },
} as const

/** Whether the link holds its receipt, as the upload page asks it. */
export async function receiptArrived(request: APIRequestContext, id: string): Promise<boolean> {
  const response = await request.get(`/api/getReceiptLink?id=${id}`)
  return ((await response.json()) as { data: { uploaded: boolean } }).data.uploaded
}

/** The uploads the page lists as kept on the device (English). */
export const keptUploads = (page: Page) => page.getByRole('region', { name: 'Kept on this device' }).getByRole('listitem')
