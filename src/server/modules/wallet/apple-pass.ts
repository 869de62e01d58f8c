import fs from 'node:fs'
import type { Lang } from '#contract/languages'
import type { Tier } from '#contract/schemas/profile'
import type { AppleWalletConfig } from '#server/lib/wallet-config.ts'
import { tierColours, walletTexts, type WalletCard } from './wallet-card.ts'

const imagesFolder = new URL('./pass-images/', import.meta.url)
const scales = ['', '@2x', '@3x'] as const

/** The pass's images, read once: the club's icon, and the tier's emblem as its logo. */
const images = new Map<string, Buffer>()
function image(name: string): Buffer {
  let bytes = images.get(name)
  if (!bytes) {
    bytes = fs.readFileSync(new URL(name, imagesFolder))
    images.set(name, bytes)
  }
  return bytes
}

function imagesOf(tier: Tier): Record<string, Buffer> {
  return Object.fromEntries(
    scales.flatMap((scale) => [
      [`icon${scale}.png`, image(`icon${scale}.png`)],
      [`logo${scale}.png`, image(`logo-${tier}${scale}.png`)],
    ]),
  )
}

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgb(${value >> 16}, ${(value >> 8) & 0xff}, ${value & 0xff})`
}

/** Where Wallet asks for the pass again, and the key it asks with (this pass's own, random). */
export interface PassUpdates {
  serialNumber: string
  authenticationToken: string
  /** The PassKit web service's base (`…/api/wallet/apple`); Wallet adds `/v1/…`. */
  webServiceUrl: string
}

/**
 * The member's card as an Apple Wallet store card, signed with the pass type's certificate. Its
 * serial number is the member's random pass serial, so a pass added again (or fetched by Wallet
 * after a push) replaces the old one. Without a card (the account was closed) the pass is voided
 * and names nobody: Wallet shows it as no longer valid.
 */
export async function appleWalletPass(
  apple: AppleWalletConfig,
  updates: PassUpdates,
  card: WalletCard | null,
  lang: Lang,
): Promise<Buffer> {
  // Loaded by the first pass made, not when the portal starts: about 0.2 s of CPU and 20 MB.
  const { PKPass } = await import('passkit-generator')
  const texts = walletTexts(lang, card)
  const colours = tierColours[card?.tier ?? 'ordinary']
  const pass = new PKPass(
    imagesOf(card?.tier ?? 'ordinary'),
    {
      wwdr: apple.wwdrCertificate,
      signerCert: apple.certificate,
      signerKey: apple.key,
      ...(apple.keyPassphrase ? { signerKeyPassphrase: apple.keyPassphrase } : {}),
    },
    {
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      serialNumber: updates.serialNumber,
      webServiceURL: updates.webServiceUrl,
      authenticationToken: updates.authenticationToken,
      organizationName: texts.brand,
      description: texts.description,
      logoText: texts.brand,
      backgroundColor: rgb(colours.background),
      foregroundColor: rgb(colours.foreground),
      labelColor: rgb(colours.label),
      ...(card ? {} : { voided: true }),
    },
  )
  pass.type = 'storeCard'
  if (!card) {
    pass.primaryFields.push({ key: 'status', label: texts.statusLabel, value: texts.accountClosed })
    return pass.getAsBuffer()
  }
  pass.headerFields.push({ key: 'tier', label: texts.tierLabel, value: texts.tier })
  pass.primaryFields.push({ key: 'name', label: texts.nameLabel, value: card.name })
  pass.secondaryFields.push({ key: 'memberId', label: texts.memberIdLabel, value: card.clubMemberId })
  if (card.pendingApproval) pass.secondaryFields.push({ key: 'status', label: texts.statusLabel, value: texts.pendingApproval })
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: card.qr,
    messageEncoding: 'iso-8859-1',
    altText: card.clubMemberId,
  })
  return pass.getAsBuffer()
}
