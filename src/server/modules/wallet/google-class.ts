import type { Lang } from '#contract/languages'
import type { GoogleWalletConfig } from '#server/lib/wallet-config.ts'
import { translatorFor } from '#server/lib/server-messages.ts'
import { serviceAccountKey, signing } from './google-pass.ts'
import { tierColours } from './wallet-card.ts'

export const walletObjectsApi = 'https://walletobjects.googleapis.com/walletobjects/v1'
const issuerScope = 'https://www.googleapis.com/auth/wallet_object.issuer'

export class GoogleWalletError extends Error {
  override readonly name = 'GoogleWalletError'
}

/** An OAuth access token of the service account (a JWT grant), for the Wallet API. */
export async function accessToken(google: GoogleWalletConfig, fetchFn: typeof fetch, now: Date): Promise<string> {
  const { clientEmail, tokenUri } = google.serviceAccount
  const seconds = Math.floor(now.getTime() / 1000)
  const { SignJWT } = await signing()
  const assertion = await new SignJWT({ scope: issuerScope })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(clientEmail)
    .setAudience(tokenUri)
    .setIssuedAt(seconds)
    .setExpirationTime(seconds + 3600)
    .sign(serviceAccountKey(google))
  const response = await fetchFn(tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  })
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown }
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new GoogleWalletError(`The service account was refused a token (HTTP ${response.status})`)
  }
  return body.access_token
}

/** The club's loyalty class: its name in the three languages, its logo and colour. */
function loyaltyClassOf(google: GoogleWalletConfig, publicUrl: string) {
  const brand = (lang: Lang) => translatorFor(lang).common.brand()
  const localized = {
    defaultValue: { language: 'en-US', value: brand('en') },
    translatedValues: [
      { language: 'zh-HK', value: brand('tc') },
      { language: 'zh-TW', value: brand('tc') },
      { language: 'zh-CN', value: brand('sc') },
    ],
  }
  return {
    id: google.classId,
    issuerName: brand('en'),
    localizedIssuerName: localized,
    programName: brand('en'),
    localizedProgramName: localized,
    programLogo: { sourceUri: { uri: `${publicUrl}/icons/icon-512.png` }, contentDescription: localized },
    hexBackgroundColor: tierColours.ordinary.background,
    reviewStatus: 'UNDER_REVIEW',
    multipleDevicesAndHoldersAllowedStatus: 'ONE_USER_ALL_DEVICES',
  }
}

/**
 * Creates the club's loyalty class at Google, or brings it up to date when it exists: the one
 * call to Google an installation makes (an operator's, once), since members' links carry their
 * objects themselves.
 */
export async function saveLoyaltyClass(
  google: GoogleWalletConfig,
  publicUrl: string,
  fetchFn: typeof fetch,
  now: Date,
): Promise<'created' | 'updated'> {
  const token = await accessToken(google, fetchFn, now)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const body = JSON.stringify(loyaltyClassOf(google, publicUrl))
  const created = await fetchFn(`${google.apiUrl}/loyaltyClass`, { method: 'POST', headers, body })
  if (created.ok) return 'created'
  if (created.status !== 409)
    throw new GoogleWalletError(`Google Wallet refused the class (HTTP ${created.status}): ${await created.text()}`)
  const updated = await fetchFn(`${google.apiUrl}/loyaltyClass/${encodeURIComponent(google.classId)}`, {
    method: 'PUT',
    headers,
    body,
  })
  if (!updated.ok)
    throw new GoogleWalletError(`Google Wallet refused the class (HTTP ${updated.status}): ${await updated.text()}`)
  return 'updated'
}
