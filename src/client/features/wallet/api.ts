import { queryOptions } from '@tanstack/react-query'
import { walletEndpoints } from '#contract/endpoints/wallet'
import { call } from '#client/api/http-client.ts'

/** Which wallets the card can go to, with the member's Google Wallet link; asked again each time the card shows. */
export const walletPassesQuery = queryOptions({
  queryKey: ['walletPasses'],
  queryFn: ({ signal }) => call(walletEndpoints.getWalletPasses, { signal }),
  staleTime: 0,
})

/**
 * The member's Apple Wallet pass, opened by the page itself through a short-lived link the
 * portal signed: Safari hands a pass it opens to Wallet, where a home-screen app may not hand
 * it a downloaded file. The link carries no session.
 */
export async function addApplePass(): Promise<void> {
  const { url } = await call(walletEndpoints.walletPassAppleLink)
  window.location.assign(url)
}
