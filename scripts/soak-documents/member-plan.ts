import { scannedPdf } from './scanned-pdf.ts'
import type { SeededRandom } from './seeded-random.ts'

export interface ChosenDocument {
  name: string
  bytes: Buffer
  /** Chosen while the device is offline: the form keeps it to follow the application. */
  offline: boolean
}

/** What one member does on the bad line, all decided by the seed before the run. */
export interface MemberPlan {
  kind: 'parking' | 'upgrade'
  documents: ChosenDocument[]
  /** Reloads the form once every document is chosen, before sending it. */
  reloadBeforeSending: boolean
  /** Presses send while offline first, then again once back online. */
  offlineAtSend: boolean
  /** Chance that the answer of any one call carrying documents or the application is lost. */
  lostAnswerChance: number
}

const MB = 1024 * 1024

/** Two or three PDFs of 1.5 to 4.5 MB, as the forms take up to three documents of at most 5 MB. */
export function planMember(random: SeededRandom, index: number): MemberPlan {
  const count = random.int(2, 3)
  return {
    kind: random.chance(0.5) ? 'parking' : 'upgrade',
    documents: Array.from({ length: count }, (_, n) => ({
      name: `member-${index + 1}-document-${n + 1}.pdf`,
      bytes: scannedPdf(random, random.int(1.5 * MB, 4.5 * MB)),
      offline: random.chance(0.3),
    })),
    reloadBeforeSending: random.chance(0.5),
    offlineAtSend: random.chance(0.3),
    lostAnswerChance: 0.3,
  }
}
