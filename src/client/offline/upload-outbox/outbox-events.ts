import type { OutboxItem } from './outbox-machine.ts'

/** Page and service worker tell each other (and other tabs) what happened to the outbox. */
export type OutboxEvent =
  { type: 'changed' } | { type: 'delivered'; item: Pick<OutboxItem, 'id' | 'kind' | 'request' | 'fileName'> }

const channelName = 'club-upload-outbox'

export function postOutboxEvent(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(channelName)
  channel.postMessage(event)
  channel.close()
}

export function listenToOutbox(listener: (event: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName)
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => listener(message.data)
  return () => channel.close()
}
