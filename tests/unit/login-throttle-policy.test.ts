import { describe, expect, it } from 'vitest'
import { proofLevel } from '#server/shared-state/address-limits.ts'
import { pauseSeconds, throttlePolicies } from '#server/modules/auth/login-throttle.ts'

describe('login throttle policy', () => {
  it('lets an account fail 4 times, then pauses 30 s, doubling to 15 minutes', () => {
    const pauses = Array.from({ length: 12 }, (_, i) => pauseSeconds(i + 1, throttlePolicies.account))
    expect(pauses).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900])
  })

  it('asks a client address (a whole venue, perhaps) for no work while its failures are free, then for work doubling to 16 times', () => {
    const levels = [99, 100, 199, 200, 300, 400, 500, 1000].map((failures) => proofLevel(failures, 100))
    expect(levels).toEqual([0, 1, 1, 2, 4, 8, 16, 16])
  })
})
