import { useState } from 'react'
import { readSessionJson, writeSessionJson } from '#client/lib/session-storage.ts'

const key = 'loggedOut'

/** Logging out reloads the page: the login page that follows says it happened. */
export const markLoggedOut = () => writeSessionJson(key, true)

/** True once, on the first login page after a logout. */
export function useLoggedOutNotice(): boolean {
  const [shown] = useState(() => {
    const loggedOut = readSessionJson<boolean>(key) === true
    writeSessionJson(key, undefined)
    return loggedOut
  })
  return shown
}
