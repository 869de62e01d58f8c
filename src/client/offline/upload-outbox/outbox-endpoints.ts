import { parkingEndpoints } from '#contract/endpoints/parking'
import { receiptEndpoints } from '#contract/endpoints/receipt'
import { upgradeEndpoints } from '#contract/endpoints/upgrade'
import { uploadEndpoints } from '#contract/endpoints/upload'
import type { DocumentAttachment, OutboxItem, UploadRequest } from './outbox-machine.ts'

/** The entries an outbox item names: the uploads, and the calls that attach an uploaded document. */
export const outboxEndpoints = {
  uploadImage: uploadEndpoints.uploadImage,
  uploadReceipt: receiptEndpoints.uploadReceipt,
  attachParkingDocuments: parkingEndpoints.attachParkingDocuments,
  updateUpgradeFormForDocument: upgradeEndpoints.updateUpgradeFormForDocument,
}

type OutboxEndpointName = keyof typeof outboxEndpoints

/** How the portal's earlier version kept a request: by its path. */
interface RequestByPath {
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  attach?: { path: string; field: string }
}

const nameOfPath = (path: string): OutboxEndpointName | undefined =>
  (Object.keys(outboxEndpoints) as OutboxEndpointName[]).find((name) => outboxEndpoints[name].path === path)

/**
 * An item as the device kept it. One kept by an earlier version holds its file as a Blob named
 * `file`, or names its calls by path; it is read as the entries of those paths, so that nothing
 * waiting on a device is lost when the portal is updated.
 */
export function readKeptItem(kept: OutboxItem | (Omit<OutboxItem, 'content'> & { file: Blob })): OutboxItem {
  const { file, ...rest } = 'file' in kept ? kept : { ...kept, file: undefined }
  return readKeptRequest(file ? { ...rest, content: file } : (rest as OutboxItem))
}

function readKeptRequest(item: OutboxItem): OutboxItem {
  const kept = item.request as UploadRequest | RequestByPath
  if (!('path' in kept)) return item
  const { headers } = kept
  if (nameOfPath(kept.path) === 'uploadReceipt') {
    return { ...item, request: { endpoint: 'uploadReceipt', query: { id: kept.query.id ?? '' }, headers } }
  }
  const field = kept.attach?.field
  const attach: DocumentAttachment | undefined =
    nameOfPath(kept.attach?.path ?? '') === 'attachParkingDocuments'
      ? { endpoint: 'attachParkingDocuments', field: 'documentId' }
      : field === 'addressDocumentId' || field === 'sinoStaffDocumentId'
        ? { endpoint: 'updateUpgradeFormForDocument', field }
        : undefined
  return attach ? { ...item, request: { endpoint: 'uploadImage', headers, attach } } : item
}
