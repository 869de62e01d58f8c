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

export const getToken = (): string => token

export const storedLang = (): string | null => readStorage(storageKeys.lang)

export function storeLang(lang: Lang): void {
  localStorage.setItem(storageKeys.lang, lang)
}

/** Login success: keep the token and the page language, then reload (spec section 4). */
export function completeLogin(newToken: string, lang: Lang, landingPath: string): void {
  localStorage.setItem(storageKeys.token, newToken)
  storeLang(lang)
  window.location.replace(landingPath)
}

export function clearToken(): void {
  token = ''
  localStorage.removeItem(storageKeys.token)
}

/** Logout: the token leaves storage and state, and the page reloads into the logged-out routes. */
export function endSession(): void {
  clearToken()
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
