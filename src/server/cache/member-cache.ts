/**
 * The hot reads of member calls (the session behind a token, the member's own reads: profile,
 * interests, applications) kept in the process. Every write to a member's data makes the database announce the member (the
 * member-changed trigger) and their entries go; an entry also lapses after a minute, a bound
 * on staleness should an announcement be missed.
 */
export interface CachedSession {
  memberId: string
  expiresAt: Date
  lastSeenAt: Date
}

interface Entry<T> {
  value: T
  memberId: string
  storedAt: number
}

const memberCacheTtlMs = 60_000
/** Enough for every member active at once on one node; the oldest entries go first beyond it. */
const memberCacheMaxEntries = 20_000
/** Reads across members: a few lists, each by the search typed. */
const sharedMaxEntries = 1_000

class BoundedMap<T> {
  readonly #entries = new Map<string, Entry<T>>()

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get(key: string, now: number): T | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt >= this.ttlMs) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: string, memberId: string, value: T, now: number): void {
    this.#entries.delete(key)
    this.#entries.set(key, { value, memberId, storedAt: now })
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
  }

  deleteWhere(keep: (entry: Entry<T>) => boolean): void {
    for (const [key, entry] of this.#entries) if (!keep(entry)) this.#entries.delete(key)
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }
}

/** What a read saw before it went to the database: a store is refused if the member changed since. */
export interface ReadMark {
  generation: number
  evictions: number
  memberGeneration: number | undefined
}

/** A member's own reads, by name, each with the time it was read. */
type MemberReads = Map<string, { value: unknown; storedAt: number }>

export class MemberCache {
  readonly #sessions: BoundedMap<CachedSession>
  readonly #reads: BoundedMap<MemberReads>
  /** Reads across members (the staff queues), by name. */
  readonly #shared: BoundedMap<unknown>
  readonly #ttlMs: number
  /** Bumped when everything is dropped. */
  #generation = 0
  /** Bumped by every eviction of any member. */
  #evictions = 0
  /**
   * Bumped by whatever drops the shared reads: any write through this node does, so it is
   * apart from the evictions, which session reads in flight are checked against.
   */
  #sharedGeneration = 0
  /** Bumped per member by each eviction; only reads in flight need them. */
  readonly #memberGenerations = new Map<string, number>()
  /** False while announcements may be missed: then nothing is kept, and every read goes to the database. */
  #listening = true

  constructor(
    private readonly now: () => number = Date.now,
    options: { maxEntries?: number; ttlMs?: number } = {},
  ) {
    const max = options.maxEntries ?? memberCacheMaxEntries
    const ttl = options.ttlMs ?? memberCacheTtlMs
    this.#ttlMs = ttl
    this.#sessions = new BoundedMap(max, ttl)
    this.#reads = new BoundedMap(max, ttl)
    this.#shared = new BoundedMap(sharedMaxEntries, ttl)
  }

  /** Taken before a database read of a member (or of a session, whose member is not known yet). */
  mark(memberId?: string): ReadMark {
    return {
      generation: this.#generation,
      evictions: this.#evictions,
      memberGeneration: memberId === undefined ? undefined : (this.#memberGenerations.get(memberId) ?? 0),
    }
  }

  /** Whether announcements are heard, so that what is kept can be trusted. */
  get listening(): boolean {
    return this.#listening
  }

  #isCurrent(mark: ReadMark, memberId: string): boolean {
    if (!this.#listening || mark.generation !== this.#generation) return false
    // A session read did not know its member yet: it stands only if no member changed meanwhile.
    if (mark.memberGeneration === undefined) return mark.evictions === this.#evictions
    return mark.memberGeneration === (this.#memberGenerations.get(memberId) ?? 0)
  }

  session(tokenHash: string): CachedSession | undefined {
    return this.#listening ? this.#sessions.get(tokenHash, this.now()) : undefined
  }

  /** Stores a session read from the database, unless its member changed while it was being read. */
  storeSession(tokenHash: string, session: CachedSession, mark: ReadMark): void {
    if (this.#isCurrent(mark, session.memberId)) this.#sessions.set(tokenHash, session.memberId, session, this.now())
  }

  /** A member's own read by its name (its language in the name where the answer has one), when kept. */
  read<T>(memberId: string, name: string): T | undefined {
    if (!this.#listening) return undefined
    const now = this.now()
    const kept = this.#reads.get(memberId, now)?.get(name)
    return kept && now - kept.storedAt < this.#ttlMs ? (kept.value as T) : undefined
  }

  /** Keeps a member's read, unless the member changed while it was being read. */
  store(memberId: string, name: string, value: unknown, mark: ReadMark): void {
    if (!this.#isCurrent(mark, memberId)) return
    const now = this.now()
    const reads: MemberReads = this.#reads.get(memberId, now) ?? new Map()
    reads.set(name, { value, storedAt: now })
    this.#reads.set(memberId, memberId, reads, now)
  }

  /** The member's read as kept, or as `load` reads it from the database (then kept). */
  async through<T>(memberId: string, name: string, load: () => Promise<T>): Promise<T> {
    const kept = this.read<T>(memberId, name)
    if (kept !== undefined) return kept
    const mark = this.mark(memberId)
    const value = await load()
    this.store(memberId, name, value, mark)
    return value
  }

  /**
   * A read across members (a staff queue) as kept, or as `load` reads it (then kept unless any
   * member changed meanwhile): any member's change drops every such read.
   */
  async throughShared<T>(name: string, load: () => Promise<T>): Promise<T> {
    const kept = this.#listening ? this.#shared.get(name, this.now()) : undefined
    if (kept !== undefined) return kept as T
    const [generation, sharedGeneration] = [this.#generation, this.#sharedGeneration]
    const value = await load()
    if (this.#listening && generation === this.#generation && sharedGeneration === this.#sharedGeneration) {
      this.#shared.set(name, '', value, this.now())
    }
    return value
  }

  /**
   * Every member's reads and the shared ones are read again next time (a staff member's change
   * made through this node, a decision, before its announcement); sessions stay.
   */
  dropReads(): void {
    this.#generation++
    this.#memberGenerations.clear()
    this.#reads.clear()
    this.#shared.clear()
  }

  /** Shared reads are read again next time (a change made through this node, before its announcement). */
  dropShared(): void {
    this.#sharedGeneration++
    this.#shared.clear()
  }

  /** A member's data changed: their sessions and reads are read again next time, and every shared read. */
  evictMember(memberId: string): void {
    this.#evictions++
    this.#memberGenerations.set(memberId, (this.#memberGenerations.get(memberId) ?? 0) + 1)
    this.#sessions.deleteWhere((entry) => entry.memberId !== memberId)
    this.#reads.delete(memberId)
    this.dropShared()
    // Marks only matter to reads in flight; when they pile up, drop them and every read in flight with them.
    if (this.#memberGenerations.size > memberCacheMaxEntries) this.clear()
  }

  /**
   * Announcements may be missed from now on (the listening connection dropped or stopped
   * answering): what is kept goes, and nothing is kept until they are heard again.
   */
  stopKeeping(): void {
    this.#listening = false
    this.clear()
  }

  /** Announcements are heard again; any made during the gap are lost, so what was read meanwhile goes too. */
  startKeeping(): void {
    this.clear()
    this.#listening = true
  }

  /** Nothing kept is trusted any more. */
  clear(): void {
    this.#generation++
    this.#memberGenerations.clear()
    this.#sessions.clear()
    this.#reads.clear()
    this.#shared.clear()
  }
}
