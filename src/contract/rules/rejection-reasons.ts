import type { Problem } from '../messages.ts'

/** A reviewer's note beside the reason they picked: kept as typed, short enough to read. */
export const noteMaxLength = 500
/** A reason's text in one language: one sentence the member reads. */
export const reasonTextMaxLength = 200

/**
 * A reason's code names it for the operator command (`--reason unreadable`): lower-case letters,
 * digits and dashes. It never changes once made, so a command in a runbook keeps working.
 */
const reasonCodeFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const reasonCodeMaxLength = 40

export const normaliseReasonCode = (code: string): string => code.trim().toLowerCase()

/**
 * What a reason may be picked for: any application, or only an upgrade or only parking (a
 * parking change counts as parking), so that a reviewer is not offered a plate mismatch for an
 * upgrade.
 */
export const reasonKinds = ['any', 'upgrade', 'parking'] as const
export type ReasonKind = (typeof reasonKinds)[number]

/** Whether a reason of `kind` may be picked when rejecting an application of `applicationKind`. */
export const reasonFits = (kind: ReasonKind, applicationKind: 'upgrade' | 'parking'): boolean =>
  kind === 'any' || kind === applicationKind

/** A rejection needs one of the kept reasons. */
export function reasonChoiceProblem(reasonId: number | null): Problem | undefined {
  return reasonId === null ? { key: 'staffConsole.reason-required' } : undefined
}

/** The note and each of a reason's words have one rule of length, said the same way. */
const tooLong = (text: string, max: number): Problem | undefined =>
  text.trim().length > max ? { key: 'staffConsole.reason-max', params: { count: max } } : undefined

export const noteProblem = (note: string): Problem | undefined => tooLong(note, noteMaxLength)

export function reasonCodeProblem(code: string): Problem | undefined {
  const value = normaliseReasonCode(code)
  return reasonCodeFormat.test(value) && value.length <= reasonCodeMaxLength
    ? undefined
    : { key: 'staffConsole.reason-code-invalid', params: { count: reasonCodeMaxLength } }
}

/** Each language's text of a reason: required, one sentence. */
export function reasonTextProblem(text: string): Problem | undefined {
  return text.trim() === '' ? { key: 'staffConsole.reason-text-required' } : tooLong(text, reasonTextMaxLength)
}
