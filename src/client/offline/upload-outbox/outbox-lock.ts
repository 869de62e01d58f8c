/**
 * Only one replay of the outbox runs at a time across the page, other tabs and the service
 * worker: the Web Locks API where the browser has it. Without it, replays within this
 * context queue behind each other and the idempotency key guards the rest.
 */
const lockName = 'club-upload-outbox'
let localChain: Promise<unknown> = Promise.resolve()

export function withOutboxLock<T>(run: () => Promise<T>): Promise<T> {
  // Absent outside secure contexts and in older browsers, whatever the type says.
  const locks: LockManager | undefined = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks
  if (locks) return locks.request(lockName, run)
  const result = localChain.then(run, run)
  localChain = result.catch(() => undefined)
  return result
}
