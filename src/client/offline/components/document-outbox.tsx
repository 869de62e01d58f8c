import { useI18n } from '#client/i18n/i18n-context.tsx'
import { UploadOutboxList } from '#client/ui/upload-outbox-list.tsx'
import type { OutboxItem } from '../upload-outbox/outbox-machine.ts'
import { removeFromOutbox, sendOutboxItemNow } from '../upload-outbox/page-outbox.ts'
import styles from './document-outbox.module.css'

/** An application's documents still on this device (the page's upload outbox of their kind), as they go. Nothing shows when none wait. */
export function DocumentOutbox({ items }: { items: readonly OutboxItem[] }) {
  const { LL } = useI18n()
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
