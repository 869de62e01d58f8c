import { describe, expect, it } from 'vitest'
import { dateText, dateTimeText, timeText } from '#contract/date-time'

/** 00:42 on 29 November 2026 in Hong Kong. */
const midnight = '2026-11-28T16:42:05Z'
const hongKong = { timeZone: 'Asia/Hong_Kong' }

describe('times as the portal writes them', () => {
  it('one format per language, on a 24-hour clock, with no zone in Hong Kong', () => {
    expect(dateTimeText(midnight, 'en', hongKong)).toBe('29 Nov 2026, 00:42')
    expect(dateTimeText(midnight, 'tc', hongKong)).toBe('2026年11月29日 00:42')
    expect(dateTimeText(midnight, 'sc', hongKong)).toBe('2026年11月29日 00:42')
  })

  it('names the zone of a device elsewhere', () => {
    expect(dateTimeText(midnight, 'en', { timeZone: 'Europe/London' })).toBe('28 Nov 2026, 16:42 (GMT)')
    expect(dateTimeText(midnight, 'tc', { timeZone: 'Europe/London' })).toMatch(/^2026年11月28日 16:42 \(.+\)$/)
  })

  it('writes a day and a time of day the same way', () => {
    expect(dateText(midnight, 'en', hongKong)).toBe('29 Nov 2026')
    expect(dateText(midnight, 'sc', hongKong)).toBe('2026年11月29日')
    expect(timeText(midnight, 'tc', hongKong)).toBe('00:42:05')
  })
})
