import type { Problem } from '../messages.ts'
import { hasNameBreakingCharacter } from './personal-details.ts'

/** What a WebAuthn challenge was handed out for; an answer is taken only for the same. */
export type PasskeyCeremony = 'member-register' | 'member-sign-in' | 'staff-register' | 'staff-sign-in'

/** A passkey's name, as the member or staff member gives it (the device or password manager). */
export const passkeyNameMaxLength = 60

/** A challenge must be answered within this; the browser is told the same. */
export const passkeyChallengeSeconds = 300

/** Passkeys one member or staff member may hold. */
export const passkeysPerOwner = 10

/** A passkey's name: given, and short enough to list (spaces around it are not part of it). */
export function passkeyNameProblem(name: string): Problem | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return { key: 'profile.passkeyNameRequired' }
  if (hasNameBreakingCharacter(trimmed)) return { key: 'registerError.name-characters' }
  if (trimmed.length > passkeyNameMaxLength) return { key: 'registerError.name-max', params: { digit: passkeyNameMaxLength } }
  return undefined
}

/** Where a member's passkeys are listed on the signed-in devices page: e-mails link there. */
export const passkeysAnchor = 'passkeys'
