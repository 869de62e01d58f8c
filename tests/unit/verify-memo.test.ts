import { describe, expect, it } from 'vitest'
import { rememberVerified, verifyMemoMs, wasRecentlyVerified } from '#client/features/verification/verify-memo.ts'

class MemoryStore {
  private readonly items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, value)
  records = () => JSON.parse(this.items.get('verifyRecords') ?? '[]') as unknown[]
}

describe('e-mail verification memo', () => {
  it('remembers a key and type for 60 seconds', () => {
    const store = new MemoryStore()
    rememberVerified(store, 'k1', 'verifyUser', 1_000)
    expect(wasRecentlyVerified(store, 'k1', 'verifyUser', 1_000 + verifyMemoMs - 1)).toBe(true)
    expect(wasRecentlyVerified(store, 'k1', 'verifyUser', 1_000 + verifyMemoMs)).toBe(false)
  })

  it('keeps keys and types apart', () => {
    const store = new MemoryStore()
    rememberVerified(store, 'k1', 'verifyUser', 0)
    expect(wasRecentlyVerified(store, 'k1', 'verifyUserAccount', 10)).toBe(false)
    expect(wasRecentlyVerified(store, 'k2', 'verifyUser', 10)).toBe(false)
  })

  it('purges expired records', () => {
    const store = new MemoryStore()
    rememberVerified(store, 'old', 'verifyUser', 0)
    rememberVerified(store, 'new', 'verifyUser', verifyMemoMs)
    expect(store.records()).toHaveLength(1)
    wasRecentlyVerified(store, 'x', 'verifyUser', 3 * verifyMemoMs)
    expect(store.records()).toHaveLength(0)
  })

  it('refreshes the time of a key verified again', () => {
    const store = new MemoryStore()
    rememberVerified(store, 'k1', 'verifyUser', 0)
    rememberVerified(store, 'k1', 'verifyUser', 50_000)
    expect(store.records()).toHaveLength(1)
    expect(wasRecentlyVerified(store, 'k1', 'verifyUser', 100_000)).toBe(true)
  })

  it('reads unreadable storage as no records', () => {
    const store = new MemoryStore()
    store.setItem('verifyRecords', '{broken')
    expect(wasRecentlyVerified(store, 'k1', 'verifyUser', 0)).toBe(false)
  })
})
