import { describe, expect, it } from 'vitest'
import { decodeProblem, encodeProblem, messageKeys } from '#contract/messages'

describe('message encoding', () => {
  it('round-trips every key, with and without parameters', () => {
    for (const key of messageKeys) {
      expect(decodeProblem(encodeProblem({ key }))).toEqual({ key })
      expect(decodeProblem(encodeProblem({ key, params: { digit: 8 } }))).toEqual({ key, params: { digit: 8 } })
      expect(decodeProblem(encodeProblem({ key, params: { size: 4.5, count: 3 } }))).toEqual({
        key,
        params: { size: 4.5, count: 3 },
      })
    }
  })

  it('does not take other text for a key', () => {
    expect(decodeProblem('password must be a string (was missing)')).toBeUndefined()
    expect(decodeProblem('Login.unknown')).toBeUndefined()
  })
})
