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
    schemas: lazySchemas(['wallet'], ({ wallet }) => ({ answer: wallet.walletPasses })),
  },
  walletPassApple: {
    summary:
      "The member's card as a signed Apple Wallet store card (.pkpass): name, member ID, tier, pending approval, and the card's QR code. 404 when Apple Wallet is not configured.",
    method: 'GET',
    path: '/api/walletPass/apple',
    access: 'member',
    file: [applePassType],
    schemas: lazySchemas([], () => ({})),
  },
  walletPassAppleLink: {
    summary:
      "A link to the member's Apple Wallet pass, good for 2 minutes and for nothing else, which the page opens itself (a home-screen app may not hand a downloaded file to Wallet). It carries no session: the portal signs it for this member and language. 404 when Apple Wallet is not configured.",
    method: 'POST',
    path: '/api/walletPassLink/apple',
    access: 'member',
    schemas: lazySchemas(['wallet'], ({ wallet }) => ({ answer: wallet.walletPassLink })),
  },
  walletPassAppleByLink: {
    summary:
      'The Apple Wallet pass (.pkpass) a link of walletPassLink/apple names, while the link is unexpired and unaltered; 410 when it has expired, 404 when it is not one the portal signed.',
    method: 'GET',
    path: '/api/walletPass/apple/byLink',
    access: 'public',
    file: [applePassType],
    schemas: lazySchemas(['wallet'], ({ wallet }) => ({ query: wallet.walletPassLinkQuery })),
  },
} as const satisfies Record<string, Endpoint>
