/**
 * An iPhone or iPad, whose browsers hand a pass to Apple Wallet; an iPad asking for the desktop
 * site says Macintosh but has a touch screen. Every other device is offered Google Wallet.
 */
export function isAppleWalletDevice(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
}

const tierKey = (clubMemberId: string) => `walletPassTier:${clubMemberId}`

/** The tier of the pass this device last added to a wallet, so that a tier change can offer the new one. */
export function addedPassTier(clubMemberId: string): string | null {
  try {
    return localStorage.getItem(tierKey(clubMemberId))
  } catch {
    return null
  }
}

export function rememberAddedPass(clubMemberId: string, tier: string): void {
  try {
    localStorage.setItem(tierKey(clubMemberId), tier)
  } catch {
    // Private browsing without storage: the pass is added all the same, only not remembered.
  }
}
