/**
 * A new version waiting to take over. It is only offered: the page reloads when the member
 * says so, never under a half-filled form.
 */
type Apply = () => void

let offer: Apply | null = null
const listeners = new Set<() => void>()

export function offerUpdate(apply: Apply): void {
  offer = apply
  for (const listener of listeners) listener()
}

export const pendingUpdate = (): Apply | null => offer

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
