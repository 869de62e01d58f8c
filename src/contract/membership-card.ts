import { nameInOrder } from './person-name.ts'
import type { Profile } from './schemas/profile.ts'

/**
 * The name as printed on the card and on its wallet passes, the same in every language: the
 * Chinese name where the member gave one, else the English name in capitals.
 */
export const cardName = (profile: Pick<Profile, 'firstName' | 'lastName' | 'chineseName' | 'chineseSurname'>): string => {
  const chinese = `${profile.chineseSurname ?? ''}${profile.chineseName ?? ''}`
  return chinese !== '' ? chinese : nameInOrder(profile.firstName, profile.lastName).toUpperCase()
}

/** What the card's QR code holds for a venue's scanner: the member ID, on the card and on its wallet passes alike. */
export const cardQrContent = (profile: Pick<Profile, 'clubMemberId'>): string => profile.clubMemberId

/** The media type of an Apple Wallet pass, which a phone hands to Wallet. */
export const applePassType = 'application/vnd.apple.pkpass'

/** How long a link to the member's Apple Wallet pass works: long enough to open it, too short to pass it on. */
export const applePassLinkSeconds = 120
