import { useEffect, useState } from 'react'

export type WakeLockState = 'unsupported' | 'active' | 'released'

/**
 * Keeps the screen on while the calling view is shown, where the browser has the Screen
 * Wake Lock API. The browser drops the lock when the page is hidden, so it is asked for
 * again each time the page becomes visible; leaving the view releases it.
 */
export function useScreenWakeLock(): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator
  const [state, setState] = useState<WakeLockState>(supported ? 'released' : 'unsupported')

  useEffect(() => {
    if (!supported) return
    let sentinel: WakeLockSentinel | null = null
    let left = false

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      try {
        const lock = await navigator.wakeLock.request('screen')
        if (left) return void lock.release()
        sentinel = lock
        setState('active')
        lock.addEventListener('release', () => {
          if (!left) setState('released')
        })
      } catch {
        // Refused (battery saver, a policy): the card still shows, the screen may dim.
        setState('released')
      }
    }

    const onVisibilityChange = () => void acquire()
    document.addEventListener('visibilitychange', onVisibilityChange)
    void acquire()
    return () => {
      left = true
      document.removeEventListener('visibilitychange', onVisibilityChange)
      void sentinel?.release()
    }
  }, [supported])

  return state
}
