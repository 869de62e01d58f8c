/** Where the card's advice applies: iOS has no install prompt, only Safari's Share menu. */
export type InstallPlatform = 'ios' | 'android' | 'other'

export function installPlatform(): InstallPlatform {
  const agent = navigator.userAgent
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios'
  // iPadOS asks for desktop pages with a Mac's user agent; a Mac has no touch screen.
  if (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1) return 'ios'
  if (/Android/.test(agent)) return 'android'
  return 'other'
}

const dismissedKey = 'install-card-dismissed'

/** The member's "no thanks" is kept on this device (another device may want the card). */
export function wasDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) !== null
  } catch {
    return false
  }
}

export function rememberDismissed(): void {
  try {
    localStorage.setItem(dismissedKey, new Date().toISOString())
  } catch {
    // Private browsing may refuse storage: the card then stays away for this page only.
  }
}
