import { useQueryClient } from '@tanstack/react-query'
import { DocumentOutbox } from '#client/offline/components/document-outbox.tsx'
import { useUploadOutbox } from '#client/offline/upload-outbox/use-upload-outbox.ts'
import { parkingFormQuery } from '../api.ts'
import { ParkingDocumentsForm } from './parking-documents-form.tsx'

/**
 * The documents on their way from this device for an application or a change in review; those
 * it expects that wait on no device here can be chosen again.
 */
export function DocumentsOnTheirWay({ expected }: { expected: number }) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries(parkingFormQuery)
  const onThisDevice = useUploadOutbox('parking-document', () => void refresh())
  return (
    <>
      <DocumentOutbox items={onThisDevice ?? []} />
      {/* Asked only once the device's outbox is read: documents on their way are not asked for again. */}
      {expected > 0 && onThisDevice?.every((item) => item.state === 'failed') ? (
        <ParkingDocumentsForm expected={expected} onSent={refresh} />
      ) : null}
    </>
  )
}
