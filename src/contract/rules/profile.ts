import type { Problem } from '../messages.ts'
import { nameMaxLength } from './personal-details.ts'
import { meetsPasswordPolicy } from './password.ts'

/** The earliest year of birth the profile takes: anything before it is a typing slip. */
const earliestBirthYear = 1900

const daysInMonth = (month: number, year: number | null) =>
  month === 2
    ? year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31

/** Year of birth, where given: four digits, not before 1900 and not in the future. */
export function birthYearProblem(year: number | null, today: Date): Problem | undefined {
  if (year === null) return undefined
  return Number.isInteger(year) && year >= earliestBirthYear && year <= today.getFullYear()
    ? undefined
    : { key: 'profile.birth-year-invalid' }
}

/** Day of birth, where given: 1 to 31 and a real date with the month (and the year, for 29 February). */
export function birthDayProblem(day: number | null, month: number | null, year: number | null): Problem | undefined {
  if (day === null) return undefined
  if (!Number.isInteger(day) || day < 1 || day > 31) return { key: 'profile.birthday-invalid' }
  return month !== null && day > daysInMonth(month, year) ? { key: 'profile.birthday-invalid' } : undefined
}

/** Chinese surname and given name: optional, at most as long as the English names. */
export function chineseNameProblem(name: string): Problem | undefined {
  return name.length > nameMaxLength ? { key: 'registerError.name-max', params: { digit: nameMaxLength } } : undefined
}

/**
 * The password change form: the current password is required; the new one follows the
 * password policy (here every breach reads as one message) and differs from the current one.
 */
export function passwordChangeProblems(change: { oldPassword: string; newPassword: string }): {
  oldPassword?: Problem
  newPassword?: Problem
} {
  const { oldPassword, newPassword } = change
  const problems: { oldPassword?: Problem; newPassword?: Problem } = {}
  if (oldPassword === '') problems.oldPassword = { key: 'profile.currentPasswordRequired' }
  if (newPassword === '') problems.newPassword = { key: 'profile.newPasswordRequired' }
  else if (!meetsPasswordPolicy(newPassword)) problems.newPassword = { key: 'profile.newPasswordInvalid' }
  else if (newPassword === oldPassword) problems.newPassword = { key: 'profile.oldNewPassword' }
  return problems
}
