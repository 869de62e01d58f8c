import type { Problem } from '../messages.ts'
import { birthMonthProblem } from './personal-details.ts'

/** A date of birth as the club keeps it: each part may be missing (a member gives what they like). */
export interface BirthDate {
  birthdayDay: number | null
  birthdayMonth: number | null
  birthdayYear: number | null
}

/** Members are this old or older. */
const minimumAge = 18

/** The earliest year of birth the profile takes: anything before it is a typing slip. */
const earliestBirthYear = 1900

/** Birthdays and ages count by the calendar in Hong Kong, where the club is. */
const clubTimeZone = 'Asia/Hong_Kong'

/** Year, month and day of a moment on the club's calendar. */
function calendarDate(moment: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: clubTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(moment)
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((item) => item.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

const daysInMonth = (month: number, year: number | null) =>
  month === 2 ? (year === null || isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/** Day of birth, where given: 1 to 31 and a real date with the month (and the year, for 29 February). */
function birthDayProblem({ birthdayDay: day, birthdayMonth: month, birthdayYear: year }: BirthDate): Problem | undefined {
  if (day === null) return undefined
  if (!Number.isInteger(day) || day < 1 || day > 31) return { key: 'profile.birthday-invalid' }
  return month !== null && day > daysInMonth(month, year) ? { key: 'profile.birthday-invalid' } : undefined
}

/**
 * Year of birth, where given: four digits from 1900, and no later than a member who is 18 could
 * be born. A part not given counts at its earliest (1 January): only a date that is under 18
 * however it is completed is refused.
 */
function birthYearProblem(date: BirthDate, today: Date): Problem | undefined {
  const year = date.birthdayYear
  if (year === null) return undefined
  const now = calendarDate(today)
  if (!Number.isInteger(year) || year < earliestBirthYear || year > now.year) return { key: 'profile.birth-year-invalid' }
  const month = date.birthdayMonth ?? 1
  const day = date.birthdayDay ?? 1
  const birthdayPassed = now.month > month || (now.month === month && now.day >= day)
  const age = now.year - year - (birthdayPassed ? 0 : 1)
  return age < minimumAge ? { key: 'profile.birthday-under-age', params: { digit: minimumAge } } : undefined
}

/** The rules of a date of birth, by part: a real date, of a member 18 or over on the club's calendar. */
export function birthDateProblems(date: BirthDate, today: Date): Record<keyof BirthDate, Problem | undefined> {
  return {
    birthdayDay: birthDayProblem(date),
    // The month is required at registration only: here, where given, 1 to 12.
    birthdayMonth: date.birthdayMonth === null ? undefined : birthMonthProblem(date.birthdayMonth),
    birthdayYear: birthYearProblem(date, today),
  }
}

/**
 * A part of the date of birth is the member's to give once: while none is on record it may be
 * set; once on record it stays as it is (the club's birthday offers go by it).
 */
export function recordedBirthDateProblems(
  changes: Partial<BirthDate>,
  recorded: BirthDate,
): Record<keyof BirthDate, Problem | undefined> {
  const problem = (part: keyof BirthDate): Problem | undefined => {
    const sent = changes[part]
    return sent === undefined || recorded[part] === null || sent === recorded[part]
      ? undefined
      : { key: 'profile.birthday-on-record' }
  }
  return { birthdayDay: problem('birthdayDay'), birthdayMonth: problem('birthdayMonth'), birthdayYear: problem('birthdayYear') }
}

/** The date of birth an edit leaves: each part sent replaces a missing one on record. */
export const birthDateAfter = (changes: Partial<BirthDate>, recorded: BirthDate): BirthDate => ({
  birthdayDay: changes.birthdayDay === undefined ? recorded.birthdayDay : changes.birthdayDay,
  birthdayMonth: changes.birthdayMonth === undefined ? recorded.birthdayMonth : changes.birthdayMonth,
  birthdayYear: changes.birthdayYear === undefined ? recorded.birthdayYear : changes.birthdayYear,
})
