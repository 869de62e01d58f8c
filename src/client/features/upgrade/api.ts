import { queryOptions, useMutation } from '@tanstack/react-query'
import { endpoints } from '#contract/endpoints'
import type { UpgradeDocumentsRequest, UpgradeRequest } from '#contract/schemas/upgrade'
import { call } from '#client/api/http-client.ts'

/** The member's newest upgrade form, always asked again when a page needs it. */
export const upgradeFormQuery = queryOptions({
  queryKey: ['upgradeForm'],
  queryFn: ({ signal }) => call(endpoints.getUpgradeForm, { signal }),
  staleTime: 0,
})

export const useCreateUpgradeForm = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: UpgradeRequest; idempotencyKey: string }) =>
      call(endpoints.createUpgradeForm, { body, idempotencyKey }),
  })

export const useAttachUpgradeDocuments = () =>
  useMutation({ mutationFn: (body: UpgradeDocumentsRequest) => call(endpoints.updateUpgradeFormForDocument, { body }) })
