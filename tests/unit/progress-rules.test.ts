import { describe, expect, it } from 'vitest'
import { clickResets, stepGuard, stepState } from '#client/features/registration/progress-rules.ts'

describe('registration progress indicator', () => {
  it('marks steps before the current one done, the current active, the rest to do', () => {
    expect([0, 1, 2, 3].map((index) => stepState(index, 2))).toEqual(['done', 'done', 'active', 'todo'])
  })

  it('resets when the first completed step is clicked', () => {
    expect(clickResets(0, 1, 4)).toBe(true)
    expect(clickResets(0, 2, 4)).toBe(true)
  })

  it('does not reset on the last step, on the first step itself, or from a later completed step', () => {
    expect(clickResets(0, 3, 4)).toBe(false)
    expect(clickResets(0, 0, 4)).toBe(false)
    expect(clickResets(1, 2, 4)).toBe(false)
  })

  it('in the 3-step set-password indicator, step 2 is the last but one', () => {
    expect(clickResets(0, 1, 3)).toBe(true)
    expect(clickResets(0, 2, 3)).toBe(false)
  })

  it('sends a member without an e-mail back to the start', () => {
    expect(stepGuard(2, { email: '', hasStep2: false })).toBe('start')
    expect(stepGuard(3, { email: undefined, hasStep2: true })).toBe('start')
  })

  it('sends a member on step 3 without an address to step 2', () => {
    expect(stepGuard(3, { email: 'a@b.hk', hasStep2: false })).toBe('step-2')
  })

  it('lets a member with the earlier steps stay', () => {
    expect(stepGuard(2, { email: 'a@b.hk', hasStep2: false })).toBe('stay')
    expect(stepGuard(3, { email: 'a@b.hk', hasStep2: true })).toBe('stay')
  })
})
