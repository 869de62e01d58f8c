import { describe, expect, it } from 'vitest'
import { MemberCache } from '#server/cache/member-cache.ts'

const session = (memberId: string) => ({ memberId, expiresAt: new Date(2_000_000), lastSeenAt: new Date(1_000_000) })

describe('member cache', () => {
  it('keeps a profile and a session until the member changes', () => {
    const cache = new MemberCache(() => 0)
    cache.storeProfile('m1', { name: 'a' }, cache.mark('m1'))
    cache.storeSession('t1', session('m1'), cache.mark())
    cache.storeSession('t2', session('m2'), cache.mark())
    expect(cache.profile('m1')).toEqual({ name: 'a' })
    cache.evictMember('m1')
    expect(cache.profile('m1')).toBeUndefined()
    expect(cache.session('t1')).toBeUndefined()
    expect(cache.session('t2')).toBeDefined()
  })

  it('does not store what was read before the member changed', () => {
    const cache = new MemberCache(() => 0)
    const profileMark = cache.mark('m1')
    const sessionMark = cache.mark()
    cache.evictMember('m1')
    cache.storeProfile('m1', { name: 'stale' }, profileMark)
    cache.storeSession('t1', session('m1'), sessionMark)
    expect(cache.profile('m1')).toBeUndefined()
    expect(cache.session('t1')).toBeUndefined()
    cache.storeProfile('m1', { name: 'fresh' }, cache.mark('m1'))
    expect(cache.profile('m1')).toEqual({ name: 'fresh' })
  })

  it('a change of another member does not stop a profile from being kept', () => {
    const cache = new MemberCache(() => 0)
    const mark = cache.mark('m1')
    cache.evictMember('m2')
    cache.storeProfile('m1', { name: 'a' }, mark)
    expect(cache.profile('m1')).toEqual({ name: 'a' })
  })

  it('forgets everything after a gap in the announcements, including reads in flight', () => {
    const cache = new MemberCache(() => 0)
    cache.storeProfile('m1', { name: 'a' }, cache.mark('m1'))
    const mark = cache.mark('m2')
    cache.clear()
    cache.storeProfile('m2', { name: 'b' }, mark)
    expect(cache.profile('m1')).toBeUndefined()
    expect(cache.profile('m2')).toBeUndefined()
  })

  it('lets an entry lapse after its time, and keeps no more than its size', () => {
    let now = 0
    const cache = new MemberCache(() => now, { ttlMs: 1000, maxEntries: 2 })
    cache.storeProfile('m1', 1, cache.mark('m1'))
    now = 999
    expect(cache.profile('m1')).toBe(1)
    now = 1000
    expect(cache.profile('m1')).toBeUndefined()
    for (const id of ['a', 'b', 'c']) cache.storeProfile(id, id, cache.mark(id))
    expect(cache.profile('a')).toBeUndefined()
    expect(cache.profile('c')).toBe('c')
  })
})
