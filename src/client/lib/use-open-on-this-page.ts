import { useRouterState } from '@tanstack/react-router'
import { useCallback, useState } from 'react'

type OpenUpdate = boolean | ((wasOpen: boolean) => boolean)

/** Open or closed, like useState, but closed again by moving to another page (a menu or panel). */
export function useOpenOnThisPage(): [boolean, (update: OpenUpdate) => void] {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [openOn, setOpenOn] = useState<string | null>(null)
  const setOpen = useCallback(
    (update: OpenUpdate) =>
      setOpenOn((previous) => {
        const next = typeof update === 'function' ? update(previous === pathname) : update
        return next ? pathname : null
      }),
    [pathname],
  )
  return [openOn === pathname, setOpen]
}
