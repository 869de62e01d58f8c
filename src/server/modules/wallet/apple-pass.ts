import fs from 'node:fs'
import { PKPass } from 'passkit-generator'
import type { Lang } from '#contract/languages'
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

function imagesOf(card: WalletCard): Record<string, Buffer> {
  return Object.fromEntries(
    scales.flatMap((scale) => [
      [`icon${scale}.png`, image(`icon${scale}.png`)],
      [`logo${scale}.png`, image(`logo-${card.tier}${scale}.png`)],
    ]),
  )
}

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgb(${value >> 16}, ${(value >> 8) & 0xff}, ${value & 0xff})`
}

/**
 * The member's card as an Apple Wallet store card, signed with the pass type's certificate. Its
 * serial number is the member ID, so a pass added again (after a tier change) replaces the old.
 */
export function appleWalletPass(apple: AppleWalletConfig, card: WalletCard, lang: Lang): Buffer {
  const texts = walletTexts(lang, card)
  const colours = tierColours[card.tier]
  const pass = new PKPass(
    imagesOf(card),
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
      serialNumber: card.clubMemberId,
      organizationName: texts.brand,
      description: texts.description,
      logoText: texts.brand,
      backgroundColor: rgb(colours.background),
      foregroundColor: rgb(colours.foreground),
      labelColor: rgb(colours.label),
    },
  )
  pass.type = 'storeCard'
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
