import { createPrivateKey } from 'node:crypto'
import type { Lang } from '#contract/languages'
import type { GoogleWalletConfig } from '#server/lib/wallet-config.ts'
import { tierColours, walletTexts, type WalletCard } from './wallet-card.ts'

const saveUrlPrefix = 'https://pay.google.com/gp/v/save/'

/** A service account's key, parsed once per key. */
const keys = new Map<string, ReturnType<typeof createPrivateKey>>()
/** The JWT library, loaded by the first token signed rather than when the portal starts. */
export const signing = () => import('jose')

export function serviceAccountKey(google: GoogleWalletConfig) {
  const pem = google.serviceAccount.privateKey
  let key = keys.get(pem)
  if (!key) {
    key = createPrivateKey(pem)
    keys.set(pem, key)
  }
  return key
}

/** The member's object id: the issuer and the pass's random serial, the same whatever the tier. */
export const googleObjectId = (google: GoogleWalletConfig, serialNumber: string) => `${google.issuerId}.${serialNumber}`

/**
 * The member's loyalty object. Its id stays the member's: after a tier change the portal updates
 * the object the member saved (google-objects.ts), so the wallet holds one card, the current one.
 */
export function loyaltyObjectOf(google: GoogleWalletConfig, serialNumber: string, card: WalletCard, lang: Lang) {
  const texts = walletTexts(lang, card)
  return {
    id: googleObjectId(google, serialNumber),
    classId: google.classId,
    state: 'ACTIVE',
    hexBackgroundColor: tierColours[card.tier].background,
    accountId: card.clubMemberId,
    accountName: card.name,
    barcode: { type: 'QR_CODE', value: card.qr, alternateText: card.clubMemberId },
    textModulesData: [
      { id: 'tier', header: texts.tierLabel, body: texts.tier },
      ...(card.pendingApproval ? [{ id: 'status', header: texts.statusLabel, body: texts.pendingApproval }] : []),
    ],
  }
}

/**
 * The member's "Save to Google Wallet" link: a JWT signed with the service account's key that
 * carries the loyalty object, which Google creates in the class when the member saves it. It
 * needs no call to Google.
 */
export async function googleSaveUrl(
  google: GoogleWalletConfig,
  serialNumber: string,
  card: WalletCard,
  lang: Lang,
  publicUrl: string,
  now: Date,
): Promise<string> {
  const { SignJWT } = await signing()
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [publicUrl],
    payload: { loyaltyObjects: [loyaltyObjectOf(google, serialNumber, card, lang)] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccount.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(serviceAccountKey(google))
  return saveUrlPrefix + jwt
}
