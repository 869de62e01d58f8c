import { queryOptions, useMutation } from '@tanstack/react-query'
import { parkingEndpoints } from '#contract/endpoints/parking'
import { ReturnCode } from '#contract/return-codes'
import type { parkingRequest } from '#contract/schemas/parking'
import type { Lang } from '#contract/languages'
import { ApiError, call } from '#client/api/http-client.ts'
import type { WaitingFile } from '#client/api/upload-image.ts'
import { queueDocuments } from '#client/offline/upload-outbox/document-outbox.ts'
import { forgetDocuments } from '#client/offline/upload-outbox/forget-member-documents.ts'

type ParkingRequest = typeof parkingRequest.inferIn

/** The member's newest parking application, or null when there is none (612); always asked again. */
export const parkingFormQuery = queryOptions({
  queryKey: ['parkingForm'],
  queryFn: async ({ signal }) => {
    try {
      return await call(parkingEndpoints.getParkingForm, { signal })
    } catch (error) {
      if (error instanceof ApiError && error.returnCode === ReturnCode.noApplication) return null
      throw error
    }
  },
  staleTime: 0,
  // Kept on the device, so that the page opens offline: in memory for as long as the page
  // lives, since a gcTime past a timer's limit (about 24.8 days) drops it at once.
  gcTime: Infinity,
})

export const useCreateParkingForm = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ParkingRequest; idempotencyKey: string }) =>
      call(parkingEndpoints.createParkingForm, { body, idempotencyKey }),
  })

export const useUpdateParkingForm = () =>
  useMutation({ mutationFn: (body: ParkingRequest) => call(parkingEndpoints.updateParkingForm, { body }) })

/**
 * Withdraws an application still waiting, or a change waiting beside an approved one, by the id
 * the page showed; documents still waiting on this device for it are dropped, as none expects them.
 */
export const useWithdrawParking = () =>
  useMutation({
    mutationFn: async ({ what, id }: { what: 'application' | 'change'; id: string }) => {
      const answer = await call(
        what === 'change' ? parkingEndpoints.withdrawParkingChange : parkingEndpoints.withdrawParkingForm,
        {
          body: { id },
        },
      )
      await forgetDocuments('parking-document')
      return answer
    },
  })

export const useAttachParkingDocuments = () =>
  useMutation({ mutationFn: (body: { documentId: string[] }) => call(parkingEndpoints.attachParkingDocuments, { body }) })

/** Documents that could not be sent with the application follow it from the device. */
export const queueParkingDocuments = (files: readonly WaitingFile[], lang: Lang) =>
  queueDocuments('parking-document', files, { endpoint: 'attachParkingDocuments', field: 'documentId' }, lang)
