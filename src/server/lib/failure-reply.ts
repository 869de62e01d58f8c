import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '#contract/envelope'
import { ReturnCode } from '#contract/return-codes'
import { serverText } from './server-messages.ts'

export const fail = <T>(returnCode: number, msg: string, data: T): Envelope<T> => ({ success: false, returnCode, msg, data })

/**
 * Sends a failure as JSON of its own: the route's answer schema describes success only, and
 * would otherwise reshape a failure's data (a 609's member, a 400's field problems).
 */
export const sendFailure = (reply: FastifyReply, status: number, envelope: Envelope) =>
  reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(envelope))

/** Unknown API paths: 404 in the envelope. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendFailure(reply, 404, fail(ReturnCode.notFound, serverText(request.lang, { key: 'server.notFound' }), null))
}
