import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { BadRequestData, FieldProblem } from '#contract/envelope'
import { langFromAcceptLanguage } from '#contract/languages'
import { decodeProblem } from '#contract/messages'
import { ReturnCode, type ReturnCodeValue } from '#contract/return-codes'
import { ApiError } from '../lib/api-error.ts'
import { RequestValidationError } from '../lib/request-validation-error.ts'
import { BadInput } from '../lib/bad-input.ts'
import { fail, sendFailure } from '../lib/failure-reply.ts'
import { loggableError } from '../lib/loggable-error.ts'
import { problemMessage, serverText, type ServerMessage } from '../lib/server-messages.ts'

/** A refusal as the log keeps it: its kind only, since Fastify's messages may quote the address or the body (a link key, a code). */
const refusal = (error: FastifyError, statusCode: number) => ({ type: error.name, code: error.code, statusCode })

function fieldProblems(error: RequestValidationError, request: FastifyRequest): FieldProblem[] {
  return error.issues.map((issue) => {
    const problem = decodeProblem(issue.message) ?? { key: 'common.invalid-input' as const }
    const field = issue.path.length > 0 ? issue.path.join('.') : error.part
    return {
      field,
      code: problem.key,
      message: serverText(request.lang, problemMessage(problem)),
    }
  })
}

/** Protocol failures Fastify raises itself (bad JSON, too large, wrong content type). */
const statusMessages: Record<number, { returnCode: ReturnCodeValue; text: ServerMessage }> = {
  400: { returnCode: ReturnCode.badRequest, text: { key: 'server.badRequest' } },
  404: { returnCode: ReturnCode.notFound, text: { key: 'server.notFound' } },
  413: { returnCode: ReturnCode.payloadTooLarge, text: { key: 'server.payloadTooLarge' } },
  415: { returnCode: ReturnCode.unsupportedMediaType, text: { key: 'server.unsupportedMediaType' } },
}

/** The one error handler: every failure leaves as the envelope, bad input as 400 with field messages. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof RequestValidationError) {
        const data: BadRequestData = { errors: fieldProblems(error, request) }
        return sendFailure(reply, 400, fail(ReturnCode.badRequest, serverText(request.lang, { key: 'server.badRequest' }), data))
      }
      if (error instanceof ApiError) {
        reply.headers(error.options.headers ?? {})
        return sendFailure(
          reply,
          error.httpStatus,
          fail(error.returnCode, serverText(request.lang, error.text), error.options.data ?? null),
        )
      }
      const status = error.statusCode ?? 500
      if (status < 500) {
        const known = statusMessages[status] ?? statusMessages[400]!
        const msg = serverText(request.lang, known.text)
        request.log.info({ refusal: refusal(error, status) }, 'request rejected')
        // A body that cannot be read at all is still bad input: say so in the 400 shape.
        const data: BadRequestData | null =
          status === 400
            ? {
                errors: [{ field: error instanceof BadInput ? error.field : 'body', code: 'common.invalid-input', message: msg }],
              }
            : null
        return sendFailure(reply, status, fail(known.returnCode, msg, data))
      }
      request.log.error({ err: loggableError(error) }, 'request failed')
      return sendFailure(reply, 500, fail(ReturnCode.serverError, serverText(request.lang, { key: 'server.serverError' }), null))
    })
  },
  { name: 'error-envelope' },
)

/**
 * Fastify's own refusals before routing (a URL that cannot be decoded): 400 in the envelope.
 * They come before any hook, so the language is read here.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ refusal: refusal(error, 400) }, 'request rejected')
  const msg = serverText(langFromAcceptLanguage(request.headers['accept-language']), { key: 'server.badRequest' })
  const data: BadRequestData = { errors: [{ field: 'url', code: 'common.invalid-input', message: msg }] }
  return sendFailure(reply, 400, fail(ReturnCode.badRequest, msg, data))
}
