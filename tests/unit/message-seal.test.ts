import { describe, expect, it } from 'vitest'
import { messageSeal } from '#server/notify/message-seal.ts'

const secret = 'k'.repeat(64)
const recipient = { channel: 'sms', to: '+85291234567' }
const text = { subject: null, body: 'Sino Club: your verification code is 123456.' }

describe('sealed messages', () => {
  it('opens what it sealed, and the sealed text shows nothing of it', () => {
    const seal = messageSeal(secret)
    const sealed = seal.seal(text, recipient)
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain('123456')
    expect(seal.seal(text, recipient)).not.toBe(sealed)
    expect(messageSeal(secret).open(sealed, recipient)).toEqual(text)
  })

  it('refuses another key, another recipient and an altered text', () => {
    const sealed = messageSeal(secret).seal(text, recipient)
    expect(() => messageSeal('x'.repeat(64)).open(sealed, recipient)).toThrow()
    expect(() => messageSeal(secret).open(sealed, { ...recipient, to: '+85299999999' })).toThrow()
    expect(() => messageSeal(secret).open(sealed, { ...recipient, channel: 'email' })).toThrow()
    // One character before the last (the last may carry bits the decoding ignores), made another.
    const at = sealed.length - 2
    const altered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`
    expect(() => messageSeal(secret).open(altered, recipient)).toThrow()
    expect(() => messageSeal(secret).open('plain text', recipient)).toThrow()
  })
})
