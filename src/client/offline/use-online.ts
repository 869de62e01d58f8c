import { useSyncExternalStore } from 'react'
import { ApiError } from '#client/api/http-client.ts'
import { lineDownSince, subscribeToLine } from '#client/api/line-watch.ts'

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether the browser believes it has a network; a cold start offline knows it at once, without an event. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine)

/** A query that failed for lack of an answer (offline, dropped connection), not one the server refused. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.isNetworkFailure

const lineDown = () => lineDownSince() !== undefined

/**
 * Whether the portal is out of reach: the browser says it is offline, or a request has had no
 * answer for a moment (a connection that opens and never answers, which the browser calls online).
 */
export function useLineDown(): boolean {
  const online = useOnline()
  const down = useSyncExternalStore(subscribeToLine, lineDown)
  return !online || down
}
