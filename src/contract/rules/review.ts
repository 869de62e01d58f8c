import type { Problem } from '../messages.ts'

/** Business days a reviewer has for each kind of application, counted from the day it arrived. */
export const reviewBusinessDays = { registration: 7, upgrade: 14, parking: 14 } as const
export type ReviewKind = keyof typeof reviewBusinessDays

/** Hong Kong keeps one offset all year, so its calendar day is a fixed shift from UTC. */
const hongKongOffsetMs = 8 * 3_600_000
const dayMs = 86_400_000

/**
 * The end of the n-th business day (Monday to Friday, Hong Kong time) after the day `from`
 * falls on. Public holidays are not counted out: the deadline is the earlier, stricter one.
 */
export function businessDeadline(from: Date, businessDays: number): Date {
  let day = Math.floor((from.getTime() + hongKongOffsetMs) / dayMs)
  let left = businessDays
  while (left > 0) {
    day += 1
    // Day 0 of the epoch was a Thursday: (day + 4) % 7 is 0 on Sundays and 6 on Saturdays.
    const weekday = (day + 4) % 7
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return new Date((day + 1) * dayMs - hongKongOffsetMs - 1)
}

/** The 6-digit code of the authenticator app. */
export function totpProblem(code: string): Problem | undefined {
  if (code.trim() === '') return { key: 'staffConsole.totp-required' }
  return /^[0-9]{6}$/.test(code.trim()) ? undefined : { key: 'staffConsole.totp-digits' }
}
