import { useEffect, useRef, useState } from 'react'
import type { OutboxItem, UploadKind } from './outbox-machine.ts'
import { listenToOutbox, listOutbox, startOutbox } from './page-outbox.ts'

/**
 * The uploads of one kind that wait or failed on this device, kept current as the page,
 * other tabs and the service worker send them (undefined until the device's store is read).
 * `onDelivered` hears each upload that arrived.
 */
export function useUploadOutbox(kind: UploadKind, onDelivered?: (item: Pick<OutboxItem, 'id' | 'request' | 'fileName'>) => void) {
  const [items, setItems] = useState<OutboxItem[]>()
  const delivered = useRef(onDelivered)
  useEffect(() => {
    delivered.current = onDelivered
  })
  useEffect(() => {
    let live = true
    // Reads of the store end in any order on a busy device: only the last one started is shown,
    // so that an earlier read, still holding an upload since sent, never comes after it.
    let reads = 0
    const refresh = async () => {
      const read = ++reads
      const all = await listOutbox()
      if (live && read === reads) setItems(all.filter((item) => item.kind === kind).sort((a, b) => a.createdAt - b.createdAt))
    }
    const stop = listenToOutbox((event) => {
      if (event.type === 'delivered' && event.item.kind === kind) delivered.current?.(event.item)
      void refresh()
    })
    startOutbox()
    void refresh()
    return () => {
      live = false
      stop()
    }
  }, [kind])
  return items
}
