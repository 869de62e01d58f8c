/**
 * The hot reads of member calls (the session behind a token, the member's profile) kept in
 * the process. Every write to a member's data makes the database announce the member (the
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

export const memberCacheTtlMs = 60_000
/** Enough for every member active at once on one node; the oldest entries go first beyond it. */
export const memberCacheMaxEntries = 20_000

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

export class MemberCache {
  readonly #sessions: BoundedMap<CachedSession>
  readonly #profiles: BoundedMap<unknown>
  /** Bumped when everything is dropped. */
  #generation = 0
  /** Bumped by every eviction of any member. */
  #evictions = 0
  /** Bumped per member by each eviction; only reads in flight need them. */
  readonly #memberGenerations = new Map<string, number>()

  constructor(
    private readonly now: () => number = Date.now,
    options: { maxEntries?: number; ttlMs?: number } = {},
  ) {
    const max = options.maxEntries ?? memberCacheMaxEntries
    const ttl = options.ttlMs ?? memberCacheTtlMs
    this.#sessions = new BoundedMap(max, ttl)
    this.#profiles = new BoundedMap(max, ttl)
  }

  /** Taken before a database read of a member (or of a session, whose member is not known yet). */
  mark(memberId?: string): ReadMark {
    return {
      generation: this.#generation,
      evictions: this.#evictions,
      memberGeneration: memberId === undefined ? undefined : (this.#memberGenerations.get(memberId) ?? 0),
    }
  }

  #isCurrent(mark: ReadMark, memberId: string): boolean {
    if (mark.generation !== this.#generation) return false
    // A session read did not know its member yet: it stands only if no member changed meanwhile.
    if (mark.memberGeneration === undefined) return mark.evictions === this.#evictions
    return mark.memberGeneration === (this.#memberGenerations.get(memberId) ?? 0)
  }

  session(tokenHash: string): CachedSession | undefined {
    return this.#sessions.get(tokenHash, this.now())
  }

  /** Stores a session read from the database, unless its member changed while it was being read. */
  storeSession(tokenHash: string, session: CachedSession, mark: ReadMark): void {
    if (this.#isCurrent(mark, session.memberId)) this.#sessions.set(tokenHash, session.memberId, session, this.now())
  }

  profile<T>(memberId: string): T | undefined {
    return this.#profiles.get(memberId, this.now()) as T | undefined
  }

  storeProfile(memberId: string, profile: unknown, mark: ReadMark): void {
    if (this.#isCurrent(mark, memberId)) this.#profiles.set(memberId, memberId, profile, this.now())
  }

  /** A member's data changed: their sessions and profile are read again next time. */
  evictMember(memberId: string): void {
    this.#evictions++
    this.#memberGenerations.set(memberId, (this.#memberGenerations.get(memberId) ?? 0) + 1)
    this.#sessions.deleteWhere((entry) => entry.memberId !== memberId)
    this.#profiles.delete(memberId)
    // Marks only matter to reads in flight; when they pile up, drop them and every read in flight with them.
    if (this.#memberGenerations.size > memberCacheMaxEntries) this.clear()
  }

  /** Announcements may have been missed (the listening connection dropped): nothing cached is trusted. */
  clear(): void {
    this.#generation++
    this.#memberGenerations.clear()
    this.#sessions.clear()
    this.#profiles.clear()
  }
}
