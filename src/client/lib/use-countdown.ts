import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left before something may happen again (a code resent), ticking every second.
 * It starts running at once; `restart` starts it over.
 */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000))
  useEffect(() => {
    if (left === 0) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [left])
  const restart = useCallback(() => {
    const start = Date.now()
    setNow(start)
    setEndsAt(start + seconds * 1000)
  }, [seconds])
  return { left, restart }
}
