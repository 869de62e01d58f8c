import type { Lang } from '#contract/languages'
import { cardName, cardQrContent } from '#contract/membership-card'
import type { Profile, Tier } from '#contract/schemas/profile'
import { isAwaitingApproval } from '#contract/rules/profile'
import { translatorFor } from '#server/lib/server-messages.ts'

/** What a wallet pass shows of the member: the membership card's own facts. */
export interface WalletCard {
  clubMemberId: string
  name: string
  tier: Tier
  pendingApproval: boolean
  /** The QR code's content, the same as the card's. */
  qr: string
}

export const walletCardOf = (profile: Profile): WalletCard => ({
  clubMemberId: profile.clubMemberId,
  name: cardName(profile),
  tier: profile.tier,
  pendingApproval: isAwaitingApproval(profile.upgradeForms),
  qr: cardQrContent(profile),
})

/** The look of each tier, as the card in the portal has it. */
export const tierColours = {
  ordinary: { background: '#0b2545', foreground: '#ffffff', label: '#c9d6ea' },
  privilege: { background: '#14110c', foreground: '#f6e7c4', label: '#c9a45c' },
} as const satisfies Record<Tier, { background: string; foreground: string; label: string }>

/** The pass's words in the member's language (a closed account's pass has no card). */
export function walletTexts(lang: Lang, card: WalletCard | null) {
  const LL = translatorFor(lang)
  return {
    brand: LL.common.brand(),
    description: `${LL.common.brand()} ${LL.venueCard.title()}`,
    memberIdLabel: LL.profile.memberId(),
    tierLabel: LL.profile.tier(),
    tier: LL.profile[card?.tier ?? 'ordinary'](),
    nameLabel: LL.server.wallet.name(),
    statusLabel: LL.server.wallet.status(),
    pendingApproval: LL.profile.pendingApproval(),
    accountClosed: LL.server.wallet.accountClosed(),
  }
}
