import { describe, expect, it } from 'vitest'
import { MemberCache } from '#server/cache/member-cache.ts'
import { StaffSessionCache } from '#server/cache/staff-session-cache.ts'

const session = (memberId: string) => ({ memberId, expiresAt: new Date(2_000_000), lastSeenAt: new Date(1_000_000) })

describe('member cache', () => {
  it('keeps a profile and a session until the member changes', () => {
    const cache = new MemberCache(() => 0)
    cache.store('m1', 'profile', { name: 'a' }, cache.mark('m1'))
    cache.storeSession('t1', session('m1'), cache.mark())
    cache.storeSession('t2', session('m2'), cache.mark())
    expect(cache.read('m1', 'profile')).toEqual({ name: 'a' })
    cache.evictMember('m1')
    expect(cache.read('m1', 'profile')).toBeUndefined()
    expect(cache.session('t1')).toBeUndefined()
    expect(cache.session('t2')).toBeDefined()
  })

  it('does not store what was read before the member changed', () => {
    const cache = new MemberCache(() => 0)
    const profileMark = cache.mark('m1')
    const sessionMark = cache.mark()
    cache.evictMember('m1')
    cache.store('m1', 'profile', { name: 'stale' }, profileMark)
    cache.storeSession('t1', session('m1'), sessionMark)
    expect(cache.read('m1', 'profile')).toBeUndefined()
    expect(cache.session('t1')).toBeUndefined()
    cache.store('m1', 'profile', { name: 'fresh' }, cache.mark('m1'))
    expect(cache.read('m1', 'profile')).toEqual({ name: 'fresh' })
  })

  it('a change of another member does not stop a profile from being kept', () => {
    const cache = new MemberCache(() => 0)
    const mark = cache.mark('m1')
    cache.evictMember('m2')
    cache.store('m1', 'profile', { name: 'a' }, mark)
    expect(cache.read('m1', 'profile')).toEqual({ name: 'a' })
  })

  it('forgets everything after a gap in the announcements, including reads in flight', () => {
    const cache = new MemberCache(() => 0)
    cache.store('m1', 'profile', { name: 'a' }, cache.mark('m1'))
    const mark = cache.mark('m2')
    cache.clear()
    cache.store('m2', 'profile', { name: 'b' }, mark)
    expect(cache.read('m1', 'profile')).toBeUndefined()
    expect(cache.read('m2', 'profile')).toBeUndefined()
  })

  it('lets an entry lapse after its time, and keeps no more than its size', () => {
    let now = 0
    const cache = new MemberCache(() => now, { ttlMs: 1000, maxEntries: 2 })
    cache.store('m1', 'profile', 1, cache.mark('m1'))
    now = 999
    expect(cache.read('m1', 'profile')).toBe(1)
    now = 1000
    expect(cache.read('m1', 'profile')).toBeUndefined()
    for (const id of ['a', 'b', 'c']) cache.store(id, 'profile', id, cache.mark(id))
    expect(cache.read('a', 'profile')).toBeUndefined()
    expect(cache.read('c', 'profile')).toBe('c')
  })

  it('keeps a shared read (a staff queue) until any member changes or a change is made through this node', async () => {
    const cache = new MemberCache(() => 0)
    let reads = 0
    const queue = () => cache.throughShared('queue', async () => ++reads)
    expect(await queue()).toBe(1)
    expect(await queue()).toBe(1)
    cache.evictMember('m9')
    expect(await queue()).toBe(2)
    cache.dropShared()
    expect(await queue()).toBe(3)
    cache.clear()
    expect(await queue()).toBe(4)
  })

  it('keeps a session read while writes that change no member (logins) drop the shared reads', () => {
    const cache = new MemberCache(() => 0)
    const mark = cache.mark()
    cache.dropShared()
    cache.storeSession('t1', session('m1'), mark)
    expect(cache.session('t1')).toBeDefined()
  })

  it('does not keep a shared read during which a member changed', async () => {
    const cache = new MemberCache(() => 0)
    let reads = 0
    await cache.throughShared('queue', async () => {
      cache.evictMember('m1')
      return ++reads
    })
    expect(await cache.throughShared('queue', async () => ++reads)).toBe(2)
  })

  it('drops every member’s reads and the shared ones on a staff change, keeping sessions; nothing read meanwhile is kept', async () => {
    const cache = new MemberCache(() => 0)
    cache.store('m1', 'parking:en', 'applied', cache.mark('m1'))
    cache.storeSession('t1', session('m1'), cache.mark())
    await cache.throughShared('queue', async () => 1)
    const mark = cache.mark('m2')
    cache.dropReads()
    cache.store('m2', 'parking:en', 'stale', mark)
    expect([cache.read('m1', 'parking:en'), cache.read('m2', 'parking:en')]).toEqual([undefined, undefined])
    expect(await cache.throughShared('queue', async () => 2)).toBe(2)
    expect(cache.session('t1')).toBeDefined()
  })

  it('keeps each of a member’s reads by name, and drops them all when the member changes', async () => {
    const cache = new MemberCache(() => 0)
    cache.store('m1', 'parking:en', 'en', cache.mark('m1'))
    cache.store('m1', 'parking:tc', 'tc', cache.mark('m1'))
    expect([cache.read('m1', 'parking:en'), cache.read('m1', 'parking:tc')]).toEqual(['en', 'tc'])
    cache.evictMember('m1')
    expect([cache.read('m1', 'parking:en'), cache.read('m1', 'parking:tc')]).toEqual([undefined, undefined])
  })
})

describe('staff session cache', () => {
  const kept = (lastSeenAt: number, expiresAt = 10 * 60_000) => ({
    staff: { id: 's1', name: 'Chan', email: 'chan@sino.example', role: 'reviewer' as const },
    lastSeenAt: new Date(lastSeenAt),
    expiresAt: new Date(expiresAt),
  })

  it('keeps a session until its last-seen time must be written again, or its end', () => {
    const cache = new StaffSessionCache(60_000)
    cache.store('h1', kept(0), cache.mark())
    expect(cache.get('h1', new Date(59_999))?.id).toBe('s1')
    expect(cache.get('h1', new Date(60_000))).toBeUndefined()
    cache.store('h2', kept(0, 30_000), cache.mark())
    expect(cache.get('h2', new Date(30_000))).toBeUndefined()
  })

  it('drops everything on a change of staff, and keeps nothing read before it', () => {
    const cache = new StaffSessionCache(60_000)
    cache.store('h1', kept(0), cache.mark())
    const mark = cache.mark()
    cache.clear()
    expect(cache.get('h1', new Date(1))).toBeUndefined()
    cache.store('h1', kept(0), mark)
    expect(cache.get('h1', new Date(1))).toBeUndefined()
  })
})
