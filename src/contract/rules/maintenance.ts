import type { Problem } from '../messages.ts'

/** The operator's notice in one language: a few sentences a member reads over the club site. */
export const maintenanceMessageMaxLength = 300

/** Each language's notice: required, short. */
export function maintenanceMessageProblem(text: string): Problem | undefined {
  if (text.trim() === '') return { key: 'staffConsole.maintenance-message-required' }
  return text.trim().length > maintenanceMessageMaxLength
    ? { key: 'staffConsole.maintenance-message-max', params: { count: maintenanceMessageMaxLength } }
    : undefined
}

/** The moment an ISO date and time names (with its offset), or undefined when it names none. */
export function maintenanceEnd(until: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(until)) return undefined
  const date = new Date(until)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** An optional end of the maintenance: when given, a moment still to come, after which members are let in again by itself. */
export function maintenanceUntilProblem(until: string | null, now: Date): Problem | undefined {
  if (until === null) return undefined
  const end = maintenanceEnd(until)
  if (!end) return { key: 'staffConsole.maintenance-until-invalid' }
  return end.getTime() <= now.getTime() ? { key: 'staffConsole.maintenance-until-past' } : undefined
}
