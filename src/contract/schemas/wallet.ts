import { type } from 'arktype'

/**
 * The wallets the member's card can go to: `apple` when this portal signs Apple Wallet passes
 * (the pass itself is walletPassApple), `googleSaveUrl` the member's own "Save to Google Wallet"
 * link when it signs Google Wallet objects; each absent when not configured. `tier` is the tier
 * the passes show now, so that a device that added an older pass can offer the new one.
 */
export const walletPasses = type({
  apple: 'boolean',
  googleSaveUrl: 'string | null',
  tier: "'ordinary' | 'privilege'",
})
export type WalletPasses = typeof walletPasses.infer

/** A short-lived signed link to the member's Apple Wallet pass (a path on this portal), and when it stops working. */
export const walletPassLink = type({
  url: 'string',
  expiresAt: 'string',
})
export type WalletPassLink = typeof walletPassLink.infer

/** The signed key of a pass link, as the link carries it. */
export const walletPassLinkQuery = type({ key: '0 < string <= 512' })
