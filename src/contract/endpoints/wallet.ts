import { lazySchemas, type Endpoint } from '../endpoint.ts'
import { applePassType } from '../membership-card.ts'

/** The membership card as a pass in the phone's wallet: Apple Wallet and Google Wallet. */
export const walletEndpoints = {
  getWalletPasses: {
    summary:
      "Which wallets the card can be added to: Apple Wallet when passes are signed here, and the member's Save to Google Wallet link when Google Wallet is configured.",
    method: 'GET',
    path: '/api/walletPasses',
    access: 'member',
    schemas: lazySchemas(({ wallet }) => ({ answer: wallet.walletPasses })),
  },
  walletPassApple: {
    summary:
      "The member's card as a signed Apple Wallet store card (.pkpass): name, member ID, tier, pending approval, and the card's QR code. 404 when Apple Wallet is not configured.",
    method: 'GET',
    path: '/api/walletPass/apple',
    access: 'member',
    file: [applePassType],
    schemas: lazySchemas(() => ({})),
  },
} as const satisfies Record<string, Endpoint>
