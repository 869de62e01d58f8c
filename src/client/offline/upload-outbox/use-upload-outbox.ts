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
    const refresh = async () => {
      const all = await listOutbox()
      if (live) setItems(all.filter((item) => item.kind === kind).sort((a, b) => a.createdAt - b.createdAt))
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
