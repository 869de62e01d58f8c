import { storageKeys, type Lang } from '#contract/languages'

/**
 * The session token (spec section 3): read from local storage at start-up, written at
 * login, cleared at logout. Whether the server has said the session expired is kept until
 * the member acts on it, so a dialog that mounts later still hears it.
 */
let token = readStorage(storageKeys.token) ?? ''
let expired = false
const expiryListeners = new Set<() => void>()

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

export const storedLang = (): string | null => readStorage(storageKeys.lang)

export const storeLang = (lang: Lang): void => writeStorage(storageKeys.lang, lang)

/** Login success: keep the token and the page language, then reload (spec section 4). */
export function completeLogin(newToken: string, lang: Lang, landingPath: string): void {
  writeStorage(storageKeys.token, newToken)
  storeLang(lang)
  window.location.replace(landingPath)
}

/** Logout: the token leaves storage and state, and the page reloads into the logged-out routes. */
export function endSession(): void {
  token = ''
  writeStorage(storageKeys.token, null)
  window.location.reload()
}

export const subscribeToExpiry = (listener: () => void): (() => void) => {
  expiryListeners.add(listener)
  return () => expiryListeners.delete(listener)
}

export const hasSessionExpired = (): boolean => expired

export function announceSessionExpired(): void {
  expired = true
  for (const listener of expiryListeners) listener()
}
