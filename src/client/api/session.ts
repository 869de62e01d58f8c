import { storageKeys, type Lang } from '#contract/languages'

/**
 * The session token: read from local storage at start-up, written at
 * login, cleared at logout. Whether the server has said the session expired is kept until
 * the member acts on it, so a dialog that mounts later still hears it.
 */
let token = readStorage(storageKeys.token) ?? ''
let expired = false
const expiryListeners = new Set<() => void>()
const memberDataCleanups = new Set<() => Promise<void>>()

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Storage can be refused (private modes, full disk): the portal then goes on without remembering. */
function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Nothing to do: the value lives in memory for this page.
  }
}

export const getToken = (): string => token

/**
 * Whether the server has said that this token's session is good (at login, or a session check
 * since): kept on the device, so that a page opening on a line that does not answer goes on with
 * the device's copy at once, while the check runs behind it.
 */
export const sessionConfirmed = (): boolean => readStorage(storageKeys.sessionConfirmed) === '1'

export const confirmSession = (): void => writeStorage(storageKeys.sessionConfirmed, '1')

export const storedLang = (): string | null => readStorage(storageKeys.lang)

export const storeLang = (lang: Lang): void => writeStorage(storageKeys.lang, lang)

/** Login success: keep the token and the page language, then reload into the logged-in routes. */
export function completeLogin(newToken: string, lang: Lang, landingPath: string): void {
  writeStorage(storageKeys.token, newToken)
  confirmSession()
  storeLang(lang)
  window.location.replace(landingPath)
}

/** Registers what removes the member's data kept on the device (the offline card's cache). */
export function onMemberDataCleanup(cleanup: () => Promise<void>): void {
  memberDataCleanups.add(cleanup)
}

/** A failing cleanup must not keep the member logged in: the others still run, and the logout goes on. */
const forgetMemberData = () => Promise.allSettled([...memberDataCleanups].map((cleanup) => cleanup()))

/**
 * Logout: the token leaves storage and state, the member's data leaves the device, and the
 * page reloads into the logged-out routes.
 */
export async function endSession(): Promise<void> {
  token = ''
  writeStorage(storageKeys.token, null)
  writeStorage(storageKeys.sessionConfirmed, null)
  await forgetMemberData()
  window.location.reload()
}

export const subscribeToExpiry = (listener: () => void): (() => void) => {
  expiryListeners.add(listener)
  return () => expiryListeners.delete(listener)
}

export const hasSessionExpired = (): boolean => expired

/** The server has ended the session: the member's data leaves the device at once, before the dialog is answered. */
export function announceSessionExpired(): void {
  expired = true
  void forgetMemberData()
  for (const listener of expiryListeners) listener()
}
