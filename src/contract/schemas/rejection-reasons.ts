import { type } from 'arktype'
import {
  normaliseReasonCode,
  noteMaxLength,
  noteProblem,
  reasonChoiceProblem,
  reasonCodeProblem,
  reasonKinds,
  reasonTextMaxLength,
  reasonTextProblem,
} from '../rules/rejection-reasons.ts'
import { rejectProblems } from './problems.ts'

/** A reason's words in each language of the portal. */
export const reasonTexts = type({ en: 'string', tc: 'string', sc: 'string' })
export type ReasonTexts = typeof reasonTexts.infer

/**
 * Why an application (or a change) was rejected, as the member reads it: the reason in each
 * language (the page shows its own) and the reviewer's note, as they typed it. `text` is null
 * for a decision made before reasons were picked from a list: its reviewer's words are the note.
 */
export const decisionReason = type({ text: reasonTexts.or('null'), note: 'string | null' })
export type DecisionReason = typeof decisionReason.infer

/** A reason staff pick when rejecting; a retired one is no longer offered but stays on past decisions. */
export const rejectionReason = type({
  id: 'number',
  code: 'string',
  text: reasonTexts,
  appliesTo: type.enumerated(...reasonKinds),
  retired: 'boolean',
  updatedAt: 'string',
})
export type RejectionReason = typeof rejectionReason.infer

export const rejectionReasonsAnswer = type({ reasons: rejectionReason.array() })

export const reasonParams = type({ id: type('string.integer.parse').to('number.integer > 0') })

const textField = type(`string <= ${reasonTextMaxLength * 2}`)

const textShape = { en: textField, tc: textField, sc: textField }

const textProblems = (request: { en: string; tc: string; sc: string }) => ({
  en: reasonTextProblem(request.en),
  tc: reasonTextProblem(request.tc),
  sc: reasonTextProblem(request.sc),
})

const trimmedTexts = (request: { en: string; tc: string; sc: string }) => ({
  en: request.en.trim(),
  tc: request.tc.trim(),
  sc: request.sc.trim(),
})

/** POST /api/staff/rejectionReasons/:id: a reason's words in the three languages (its code stays). */
export const reasonTextRequest = type(textShape)
  .narrow((request, ctx) => rejectProblems(ctx, textProblems(request)))
  .pipe(trimmedTexts)

/** POST /api/staff/rejectionReasons: a new reason, its code for the operator command, what it is for and its words. */
export const newReasonRequest = type({
  code: 'string <= 100',
  appliesTo: type.enumerated(...reasonKinds).default('any'),
  ...textShape,
})
  .narrow((request, ctx) => rejectProblems(ctx, { code: reasonCodeProblem(request.code), ...textProblems(request) }))
  .pipe((request) => ({ code: normaliseReasonCode(request.code), appliesTo: request.appliesTo, ...trimmedTexts(request) }))

/** A rejection: one of the kept reasons, and a note the member reads as it was typed (optional). */
export const rejectRequest = type({
  reasonId: 'number.integer > 0 | null',
  note: type(`string <= ${noteMaxLength * 2}`).default(''),
})
  .narrow((request, ctx) =>
    rejectProblems(ctx, {
      reasonId: reasonChoiceProblem(request.reasonId),
      note: noteProblem(request.note),
    }),
  )
  // Past the narrowing the reason is chosen.
  .pipe((request) => ({ reasonId: Number(request.reasonId), note: request.note.trim() }))
