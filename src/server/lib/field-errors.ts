import type { BadRequestData, FieldProblem } from '#contract/envelope'
import type { Lang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from './api-error.ts'
import { problemMessage, serverText, type ServerMessage } from './server-messages.ts'

/**
 * Field problems found by a service (an e-mail in use, a document not found): HTTP 400 in the
 * same shape as schema errors. A problem only the server finds may be a server message.
 */
export function fieldErrors(lang: Lang, problems: Record<string, Problem | ServerMessage | undefined>): ApiError {
  const errors: FieldProblem[] = Object.entries(problems).flatMap(([field, problem]) =>
    problem ? [{ field, code: problem.key, message: serverText(lang, problemMessage(problem)) }] : [],
  )
  const data: BadRequestData = { errors }
  return new ApiError(ReturnCode.badRequest, { key: 'server.badRequest' }, { httpStatus: 400, data })
}
