import type { Lang } from '#contract/languages'
import type { GoogleWalletConfig } from '#server/lib/wallet-config.ts'
import { accessToken, GoogleWalletError } from './google-class.ts'
import { googleObjectId, loyaltyObjectOf } from './google-pass.ts'
import type { WalletCard } from './wallet-card.ts'

/**
 * Brings the member's saved loyalty object up to date through the Wallet API (the service
 * account's OAuth token): the card's current tier and fields, or, without a card (the account was
 * closed), EXPIRED, which Google shows as no longer valid. An object Google does not know (the
 * member never saved the link) needs nothing: 'absent'. A refusal throws, for the job to retry.
 */
export async function updateLoyaltyObject(
  google: GoogleWalletConfig,
  serialNumber: string,
  card: WalletCard | null,
  lang: Lang,
  fetchFn: typeof fetch,
  now: Date,
): Promise<'updated' | 'absent'> {
  const token = await accessToken(google, fetchFn, now)
  const id = googleObjectId(google, serialNumber)
  const body = card ? loyaltyObjectOf(google, serialNumber, card, lang) : { state: 'EXPIRED' }
  const answer = await fetchFn(`${google.apiUrl}/loyaltyObject/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  if (answer.status === 404) return 'absent'
  if (!answer.ok) throw new GoogleWalletError(`Google Wallet refused the object update (HTTP ${answer.status})`)
  return 'updated'
}
