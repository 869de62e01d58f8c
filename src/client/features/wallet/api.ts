import { queryOptions } from '@tanstack/react-query'
import { walletEndpoints } from '#contract/endpoints/wallet'
import { callFile, saveFile } from '#client/api/file-download.ts'
import { call } from '#client/api/http-client.ts'

/** Which wallets the card can go to, with the member's Google Wallet link; asked again each time the card shows. */
export const walletPassesQuery = queryOptions({
  queryKey: ['walletPasses'],
  queryFn: ({ signal }) => call(walletEndpoints.getWalletPasses, { signal }),
  staleTime: 0,
})

/** The member's Apple Wallet pass, handed to the browser, which gives it to Wallet. */
export async function addApplePass(clubMemberId: string): Promise<void> {
  saveFile(await callFile(walletEndpoints.walletPassApple), `${clubMemberId}.pkpass`)
}
