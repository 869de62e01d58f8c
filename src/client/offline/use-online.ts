import { useSyncExternalStore } from 'react'
import { ApiError } from '#client/api/http-client.ts'

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
