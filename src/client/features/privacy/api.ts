import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { privacyEndpoints } from '#contract/endpoints/privacy'
import { uploadEndpoints } from '#contract/endpoints/upload'
import type { DataExportFormat } from '#contract/schemas/privacy'
import { downloadFile } from '#client/api/file-download.ts'
import { call } from '#client/api/http-client.ts'

/** The member's copy of their data, consents, closing request and documents; asked again while a copy is prepared. */
export const myDataQuery = queryOptions({
  queryKey: ['myData'],
  queryFn: ({ signal }) => call(privacyEndpoints.getMyData, { signal }),
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.export?.status === 'preparing' ? 3_000 : false),
})

/** A change to the member's data, after which it is asked again. */
function useMyDataChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDataQuery.queryKey }),
  })
}

export const useRequestDataExport = () => useMyDataChange(() => call(privacyEndpoints.requestDataExport))
export const useWithdrawMarketing = () => useMyDataChange(() => call(privacyEndpoints.withdrawMarketingConsent))
export const useGiveMarketing = () => useMyDataChange(() => call(privacyEndpoints.giveMarketingConsent))
export const useRequestClosing = () =>
  useMyDataChange((password: string) => call(privacyEndpoints.requestAccountClosing, { body: { password } }))
export const useCancelClosing = () => useMyDataChange(() => call(privacyEndpoints.cancelAccountClosing))

export const downloadExport = (format: DataExportFormat) =>
  downloadFile(privacyEndpoints.dataExportFile, { params: { format } }, `sino-club-my-data.${format}`)

export const downloadDocument = (id: string, name: string) => downloadFile(uploadEndpoints.uploadedFile, { params: { id } }, name)
