import type { Problem } from '../messages.ts'
import { nameMaxLength } from './personal-details.ts'
import { meetsPasswordPolicy } from './password.ts'

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
