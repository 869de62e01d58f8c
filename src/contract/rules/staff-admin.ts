import type { Problem } from '../messages.ts'
import { hasNameBreakingCharacter } from './personal-details.ts'
import { eventNameMaxLength } from './staff-search-limits.ts'

const staffNameMaxLength = 100
/** A staff set-up link (an invitation, or an authenticator reset) works once, within this time. */
export const staffLinkValidHours = 72
/** Links issued at once: one per attendee of an event. */
const receiptLinksMaxCount = 1000

export function staffNameProblem(name: string): Problem | undefined {
  if (name.trim() === '') return { key: 'staffConsole.name-required' }
  // A staff member's name is written into e-mails: a line break there would start a new header.
  if (hasNameBreakingCharacter(name)) return { key: 'registerError.name-characters' }
  return name.trim().length > staffNameMaxLength
    ? { key: 'staffConsole.name-max', params: { count: staffNameMaxLength } }
    : undefined
}

export function eventNameProblem(event: string): Problem | undefined {
  if (event.trim() === '') return { key: 'staffConsole.event-required' }
  return event.trim().length > eventNameMaxLength
    ? { key: 'staffConsole.event-max', params: { count: eventNameMaxLength } }
    : undefined
}

export function linkCountProblem(count: number): Problem | undefined {
  return Number.isInteger(count) && count >= 1 && count <= receiptLinksMaxCount
    ? undefined
    : { key: 'staffConsole.count-range', params: { count: receiptLinksMaxCount } }
}

/** A day of the audit filter, as a date input gives it (YYYY-MM-DD); empty means no bound. */
function isAuditDay(day: string): boolean {
  if (day === '') return true
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : undefined
  // A day past the month's end (02-31) is not one.
  return date !== undefined && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

export function auditDaysProblem(from: string, to: string): Problem | undefined {
  if (!isAuditDay(from) || !isAuditDay(to)) return { key: 'staffConsole.day-invalid' }
  return from && to && from > to ? { key: 'staffConsole.days-order' } : undefined
}

/** An event's name as part of a file name: letters and digits, the rest one dash each run. */
export const eventFileStem = (event: string): string => event.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'

export const staffRoles = ['reviewer', 'admin'] as const

/**
 * What the person still has to do through the link e-mailed to them: `invite`, choose a
 * password and enrol an authenticator (a new account); `authenticator`, enrol a new one (after
 * an admin's reset). `linkExpiresAt` is when the newest link ends; null when none is live.
 */
export const staffSetUps = ['invite', 'authenticator'] as const
