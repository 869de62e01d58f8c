import { queryOptions, useMutation } from '@tanstack/react-query'
import { upgradeEndpoints } from '#contract/endpoints/upgrade'
import type { Lang } from '#contract/languages'
import type { UpgradeDocumentsRequest, UpgradeRequest } from '#contract/schemas/upgrade'
import { call } from '#client/api/http-client.ts'
import type { WaitingFile } from '#client/api/upload-image.ts'
import { queueDocuments } from '#client/offline/upload-outbox/document-outbox.ts'
import type { OutboxItem } from '#client/offline/upload-outbox/outbox-machine.ts'

/** The member's newest upgrade form, always asked again when a page needs it. */
export const upgradeFormQuery = queryOptions({
  queryKey: ['upgradeForm'],
  queryFn: ({ signal }) => call(upgradeEndpoints.getUpgradeForm, { signal }),
  staleTime: 0,
  // Kept on the device, so that the page opens offline: in memory for as long as the page
  // lives, since a gcTime past a timer's limit (about 24.8 days) drops it at once.
  gcTime: Infinity,
})

export const useCreateUpgradeForm = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: UpgradeRequest; idempotencyKey: string }) =>
      call(upgradeEndpoints.createUpgradeForm, { body, idempotencyKey }),
  })

export const useAttachUpgradeDocuments = () =>
  useMutation({ mutationFn: (body: UpgradeDocumentsRequest) => call(upgradeEndpoints.updateUpgradeFormForDocument, { body }) })

/** Documents that could not be sent with the application follow it from the device, each to its list. */
export async function queueUpgradeDocuments(files: Record<keyof UpgradeDocumentsRequest, WaitingFile[]>, lang: Lang) {
  const queued: OutboxItem[] = []
  for (const field of ['addressDocumentId', 'sinoStaffDocumentId'] as const) {
    const attach = { endpoint: 'updateUpgradeFormForDocument', field } as const
    queued.push(...(await queueDocuments('upgrade-document', files[field], attach, lang)))
  }
  return queued
}
