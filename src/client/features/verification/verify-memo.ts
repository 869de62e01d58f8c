import { emailVerifyMemoSeconds, type EmailLinkType } from '#contract/verification'

/** Which landing page verified a key: verifyUser or verifyUserAccount. */
export type VerifyLinkType = EmailLinkType

/** A verification result kept on the device: key, type and when it was verified. */
interface VerifyRecord {
  key: string
  type: VerifyLinkType
  timestamp: number
}

/** E-mail verification results are remembered this long: opening a link again within it acts as success. */
export const verifyMemoMs = emailVerifyMemoSeconds * 1000
const storageKey = 'verifyRecords'

type Store = Pick<Storage, 'getItem' | 'setItem'>

function read(store: Store): VerifyRecord[] {
  try {
    const records: unknown = JSON.parse(store.getItem(storageKey) ?? '[]')
    return Array.isArray(records) ? (records as VerifyRecord[]) : []
  } catch {
    return []
  }
}

function write(store: Store, records: VerifyRecord[]): void {
  try {
    store.setItem(storageKey, JSON.stringify(records))
  } catch {
    // Storage refused: the link is simply verified again next time.
  }
}

const fresh = (records: VerifyRecord[], now: number) => records.filter((record) => now - record.timestamp < verifyMemoMs)

/**
 * Whether this key and type were verified within the window; expired records are purged
 * on every read. A repeat inside the window (a reload, a second tab) acts as success (304).
 */
export function wasRecentlyVerified(store: Store, key: string, type: VerifyLinkType, now: number): boolean {
  const records = fresh(read(store), now)
  write(store, records)
  return records.some((record) => record.key === key && record.type === type)
}

export function rememberVerified(store: Store, key: string, type: VerifyLinkType, now: number): void {
  const records = fresh(read(store), now).filter((record) => record.key !== key || record.type !== type)
  write(store, [...records, { key, type, timestamp: now }])
}
