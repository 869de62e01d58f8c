import type { StaffSession } from '#contract/schemas/staff'

/** A staff session as read from the database, with the times that say how long it may be kept. */
export interface KeptStaffSession {
  staff: StaffSession
  /** The last-seen time the database holds: the session is read again once it is a minute old. */
  lastSeenAt: Date
  expiresAt: Date
}

/** Sessions of staff signed in at once on one node: far fewer, and the oldest go first beyond it. */
const maxEntries = 1_000

/**
 * Staff sessions kept in the process, each until its last-seen time must be written again.
 * Any change to a staff account or session is announced (the staff-changed trigger) and
 * everything kept goes: staff are few, and a sign-out, an ended session or a disabled
 * account takes effect on every node at once.
 */
export class StaffSessionCache {
  readonly #entries = new Map<string, KeptStaffSession>()
  #generation = 0
  /** False while announcements may be missed: then nothing is kept, and every sign-in is read from the database. */
  #listening = true

  constructor(readonly freshForMs: number) {}

  /** Taken before a database read: a store is refused if anything of staff changed since. */
  mark(): number {
    return this.#generation
  }

  get listening(): boolean {
    return this.#listening
  }

  get(tokenHash: string, now: Date): StaffSession | undefined {
    if (!this.#listening) return undefined
    const kept = this.#entries.get(tokenHash)
    if (!kept) return undefined
    if (kept.expiresAt <= now || now.getTime() - kept.lastSeenAt.getTime() >= this.freshForMs) {
      this.#entries.delete(tokenHash)
      return undefined
    }
    return kept.staff
  }

  store(tokenHash: string, kept: KeptStaffSession, mark: number): void {
    if (!this.#listening || mark !== this.#generation) return
    this.#entries.delete(tokenHash)
    this.#entries.set(tokenHash, kept)
    if (this.#entries.size > maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
  }

  /** Announcements may be missed from now on: nothing is kept until they are heard again. */
  stopKeeping(): void {
    this.#listening = false
    this.clear()
  }

  /** Announcements are heard again; what was read during the gap goes too. */
  startKeeping(): void {
    this.clear()
    this.#listening = true
  }

  clear(): void {
    this.#generation++
    this.#entries.clear()
  }
}
