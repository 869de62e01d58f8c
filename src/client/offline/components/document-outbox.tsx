import { useI18n } from '#client/i18n/i18n-context.tsx'
import { UploadOutboxList } from '#client/ui/upload-outbox-list.tsx'
import type { UploadKind } from '../upload-outbox/outbox-machine.ts'
import { removeFromOutbox, sendOutboxItemNow } from '../upload-outbox/page-outbox.ts'
import { useUploadOutbox } from '../upload-outbox/use-upload-outbox.ts'
import styles from './document-outbox.module.css'

/**
 * An application's documents still on this device, as they go; `onDelivered` hears each one
 * that reached the application (to read it again). Nothing shows when none wait.
 */
export function DocumentOutbox({ kind, onDelivered }: { kind: Exclude<UploadKind, 'receipt'>; onDelivered: () => void }) {
  const { LL } = useI18n()
  const items = useUploadOutbox(kind, onDelivered)
  if (items.length === 0) return null
  return (
    <div className={styles.documents}>
      <p>{LL.uploadOutbox.documentsFollow()}</p>
      <UploadOutboxList
        items={items}
        failureText={(item) => item.failure?.message || LL.common.error()}
        onCancel={(id) => void removeFromOutbox(id)}
        onSendNow={(id) => void sendOutboxItemNow(id)}
      />
    </div>
  )
}
