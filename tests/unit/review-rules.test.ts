import { describe, expect, it } from 'vitest'
import { noteProblem, reasonChoiceProblem, reasonCodeProblem, reasonTextProblem } from '#contract/rules/rejection-reasons'
import { businessDeadline, totpProblem } from '#contract/rules/review'

describe('businessDeadline', () => {
  it('counts Monday to Friday in Hong Kong time, ending at the last business day’s midnight', () => {
    // Sunday 22 November 2026, 10:00 in Hong Kong: 14 business days end on Thursday 10 December.
    expect(businessDeadline(new Date('2026-11-22T02:00:00Z'), 14).toISOString()).toBe('2026-12-10T15:59:59.999Z')
    // Friday 20 November, 23:30 in Hong Kong (15:30 UTC, still Friday there): 7 business days end on Tuesday 1 December.
    expect(businessDeadline(new Date('2026-11-20T15:30:00Z'), 7).toISOString()).toBe('2026-12-01T15:59:59.999Z')
    // Saturday 21 November 00:30 in Hong Kong is Friday in UTC: the Hong Kong day counts.
    expect(businessDeadline(new Date('2026-11-20T16:30:00Z'), 1).toISOString()).toBe('2026-11-23T15:59:59.999Z')
  })
})

describe('the rejection rules and totpProblem', () => {
  it('requires a reason picked, and a note of at most 500 characters if any', () => {
    expect(reasonChoiceProblem(null)).toEqual({ key: 'staffConsole.reason-required' })
    expect(reasonChoiceProblem(3)).toBeUndefined()
    expect(noteProblem('x'.repeat(501))).toEqual({ key: 'staffConsole.reason-max', params: { count: 500 } })
    expect(noteProblem('')).toBeUndefined()
  })

  it('takes a reason code of lower-case letters, digits and dashes, and its words in each language', () => {
    expect(reasonCodeProblem(' ')).toEqual({ key: 'staffConsole.reason-code-invalid', params: { count: 40 } })
    expect(reasonCodeProblem('No Address')).toEqual({ key: 'staffConsole.reason-code-invalid', params: { count: 40 } })
    expect(reasonCodeProblem('-address')).toEqual({ key: 'staffConsole.reason-code-invalid', params: { count: 40 } })
    expect(reasonCodeProblem('Plate-2')).toBeUndefined()
    expect(reasonTextProblem('  ')).toEqual({ key: 'staffConsole.reason-text-required' })
    expect(reasonTextProblem('字'.repeat(201))).toEqual({ key: 'staffConsole.reason-max', params: { count: 200 } })
  })

  it('takes 6 digits', () => {
    expect(totpProblem('')).toEqual({ key: 'staffConsole.totp-required' })
    expect(totpProblem('12345')).toEqual({ key: 'staffConsole.totp-digits' })
    expect(totpProblem(' 123456 ')).toBeUndefined()
  })
})
