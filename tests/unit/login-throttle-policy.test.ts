import { describe, expect, it } from 'vitest'
import { addressPolicy, pauseSeconds, throttlePolicies } from '#server/modules/auth/login-throttle.ts'

describe('login throttle policy', () => {
  it('lets an account fail 4 times, then pauses 30 s, doubling to 15 minutes', () => {
    const pauses = Array.from({ length: 12 }, (_, i) => pauseSeconds(i + 1, throttlePolicies.account))
    expect(pauses).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900])
  })

  it('lets a client address (a whole venue, perhaps) fail 99 times before its first pause', () => {
    expect(pauseSeconds(99, throttlePolicies.address)).toBe(0)
    expect(pauseSeconds(100, throttlePolicies.address)).toBe(30)
    expect(pauseSeconds(1000, throttlePolicies.address)).toBe(900)
    expect(pauseSeconds(19, addressPolicy(20))).toBe(0)
    expect(pauseSeconds(20, addressPolicy(20))).toBe(30)
  })
})
