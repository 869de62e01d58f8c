import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { AnswerOf, BodyOut, Endpoint, EndpointSchemas, ParamsOut, QueryOut, SchemasOf } from '#contract/endpoint'
import type { Envelope } from '#contract/envelope'
import type { Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import type { StaffSession } from '#contract/schemas/staff'
import { proofOfWorkHeader } from '#contract/proof-of-work'
import type { Caller } from '../shared-state/address-limits.ts'
import { ApiError } from '../lib/api-error.ts'
import type { AuthenticatedMember } from '../lib/authenticated-member.ts'
import { crossSite } from '../lib/cross-site.ts'
import { idempotencyKeyOf, runIdempotent, type KeepAnswer } from '../shared-state/idempotency.ts'
import { checkedPart } from '../lib/ark-validation.ts'
import { jsonSchemaOf } from '../lib/json-schema.ts'
import { localOnly } from '../lib/local-only.ts'
import { receiveFilePart, type OpenFile } from '../lib/incoming-file.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The schemas each entry's route enforces, as registered (built on the route's first call, or
     * here when asked); the API document is made from them.
     */
    enforcedSchemas: Map<Endpoint, () => Promise<EndpointSchemas>>
  }
}

/** Registered on the root before any route, so that every route's schemas are kept in one place. */
export const enforcedSchemas = fp(
  async (app) => {
    app.decorate('enforcedSchemas', new Map())
  },
  { name: 'enforced-schemas' },
)

/** A success answer with a return code or message of its own (610 for a verified reset code). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly returnCode: number = ReturnCode.ok,
    readonly msg = 'Success',
  ) {}
}

/** The member a call is made by: required on member entries, present on the others when logged in. */
type MemberOf<E> = E extends { access: 'member' } ? AuthenticatedMember : AuthenticatedMember | null
/** The staff member a call is made by: required on staff and admin entries. */
type StaffOf<E> = E extends { access: 'staff' | 'admin' } ? StaffSession : StaffSession | null

const staffAccess = new Set(['staff-sign-in', 'staff', 'admin'])

/** What a handler receives: the request's parts as the entry's schemas made them, and who is calling. */
export interface Call<E extends Endpoint> {
  body: BodyOut<E>
  query: QueryOut<E>
  params: ParamsOut<E>
  member: MemberOf<E>
  staff: StaffOf<E>
  ip: string
  /** The client address and the proof of effort the call came with, for the limits of failing addresses. */
  caller: Caller
  lang: Lang
  log: FastifyBaseLogger
  /** Upload entries: the file part, read when the handler is ready for it (after its checks). */
  file: OpenFile
  /**
   * Idempotent entries called with a key: keeps the answer in the handler's transaction, for
   * a call whose record and answer must commit together (its data, as the handler returns it).
   */
  keepAnswer: KeepAnswer<AnswerOf<E>> | undefined
  request: FastifyRequest
  reply: FastifyReply
}

/** A file-serving entry (no answer schema) sends the reply itself; the others answer their data. */
type Handled<E> = SchemasOf<E> extends { answer: unknown } ? AnswerOf<E> | Answer<AnswerOf<E>> : FastifyReply

export interface RouteExtras {
  /** Response headers of every answer (caching). */
  headers?: Record<string, string>
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The envelope of a handler's success. */
const envelopeOf = (handled: unknown): Envelope => {
  const answer = handled instanceof Answer ? handled : new Answer(handled)
  return { success: true, returnCode: answer.returnCode, msg: answer.msg, data: answer.data }
}

const envelopeSchema = (data: object) => ({
  type: 'object',
  properties: { success: { type: 'boolean' }, returnCode: { type: 'integer' }, msg: { type: 'string' }, data },
  required: ['success', 'returnCode', 'msg', 'data'],
})

/**
 * Registers the handler of one endpoint entry: method, path, who may call it, the request
 * schemas (bad input is a 400 with field messages before the handler runs), the answer's
 * schema (which serialises it), and idempotency keys where the entry takes them.
 */
export async function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  extras: RouteExtras,
  handler: (call: Call<E>) => Promise<Handled<E>>,
): Promise<void> {
  // The entry's schemas are built on the route's first call, not when the portal starts: building
  // every entry's took about a second of each restart and 40 MB that a quiet portal never used.
  let built: Promise<{ schemas: EndpointSchemas; answer: ReturnType<typeof envelopeSchema> | undefined }> | undefined
  const build = () =>
    (built ??= endpoint.schemas(app.referenceData).then(
      (schemas) => ({ schemas, answer: schemas.answer && envelopeSchema(jsonSchemaOf(schemas.answer, 'draft-07')) }),
      (error: unknown) => {
        // The next call tries again: a build that failed once (a module that could not be read)
        // would otherwise fail every call of this route until a restart.
        built = undefined
        throw new Error(`the schemas of ${endpoint.method} ${endpoint.path} could not be built`, { cause: error })
      },
    ))
  app.enforcedSchemas.set(endpoint, async () => (await build()).schemas)
  /** The request's parts as the schemas make them (params, then body, then query); bad input is a 400. */
  const checkInput = async (request: FastifyRequest) => {
    const { schemas } = await build()
    if (schemas.params) request.params = checkedPart(schemas.params, request.params, 'params')
    if (schemas.body) request.body = checkedPart(schemas.body, request.body, 'body')
    if (schemas.query) request.query = checkedPart(schemas.query, request.query, 'querystring')
  }
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      if (extras.headers) reply.headers(extras.headers)
      const call: Call<Endpoint> = {
        body: request.body,
        query: request.query,
        params: request.params,
        member: request.member,
        staff: request.staff,
        ip: request.ip,
        caller: { ip: request.ip, proof: headerText(request.headers[proofOfWorkHeader]) },
        lang: request.lang,
        log: request.log,
        file: () => receiveFilePart(request, endpoint.upload?.field ?? ''),
        keepAnswer: undefined,
        request,
        reply,
      }
      const run = async (keep?: KeepAnswer<unknown>) => {
        call.keepAnswer = keep && ((tx, data) => keep(tx, envelopeOf(data)))
        const handled = await handler(call as Call<E>)
        // A change made through this node is seen by the next call at once, whenever the
        // database's announcement arrives: a member's in their reads, any in the reviewers'
        // queues (a registration finished), a staff member's (a decision, a sign-out) in every
        // member's reads and the staff sessions kept.
        if (endpoint.method !== 'GET') {
          if (request.member) app.memberCache.evictMember(request.member.id)
          if (request.staff) {
            app.memberCache.dropReads()
            app.staffSessions.clear()
          } else {
            app.memberCache.dropShared()
          }
        }
        return answerSchema ? envelopeOf(handled) : handled
      }
      const answer = () =>
        endpoint.idempotent
          ? runIdempotent(
              { db: app.ctx.db, clock: app.ctx.clock, node: app.node },
              {
                // A public-as-member call means the same with or without its session (which may lapse between tries).
                scope:
                  request.member && endpoint.access !== 'public-as-member'
                    ? `${endpoint.path}:${request.member.id}`
                    : endpoint.path,
                key: idempotencyKeyOf(request),
                fingerprint: JSON.stringify([request.query, request.params, endpoint.upload ? null : request.body]),
              },
              run,
            )
          : run()
      const { answer: answerSchema } = await build()
      const answered = endpoint.upload ? await app.withUploadSlot(answer) : await answer()
      // A success is serialised by its schema (what the schema does not name is left out), with
      // the serialiser compiled on the route's first answer: compiling every route's when the
      // portal starts would delay its first answer.
      if (
        answerSchema &&
        answered !== reply &&
        !reply.sent &&
        reply.statusCode === 200 &&
        typeof answered === 'object' &&
        answered !== null
      ) {
        reply.type('application/json; charset=utf-8').serializer(reply.compileSerializationSchema(answerSchema, '200'))
      }
      return answered
    },
  }
  // Who calls is settled before what they sent is read (on the request, before the input guard
  // and the schemas): a call without a session is a 401, never a 400.
  if (endpoint.access === 'member') options.onRequest = app.authenticate
  if (endpoint.access === 'guest-or-member') {
    options.onRequest = async (request, reply) => {
      if (request.headers.authorization) await app.authenticate(request, reply)
    }
  }
  if (endpoint.access === 'public-as-member') {
    options.onRequest = async (request, reply) => {
      if (!request.headers.authorization) return
      try {
        await app.authenticate(request, reply)
      } catch (error) {
        if (!(error instanceof ApiError && error.httpStatus === 401)) throw error
      }
    }
  }
  if (endpoint.access === 'local') options.onRequest = localOnly
  // Under maintenance, members' and visitors' writes are refused once the caller is known and
  // before their input is read; the staff console and the machine's own tools go on.
  if (
    endpoint.method !== 'GET' &&
    !staffAccess.has(endpoint.access) &&
    endpoint.access !== 'local' &&
    !endpoint.duringMaintenance
  ) {
    options.preValidation = async (request) => {
      await app.ctx.maintenance?.refuseWrite()
      await checkInput(request)
    }
  } else {
    options.preValidation = checkInput
  }
  if (staffAccess.has(endpoint.access)) {
    const role = endpoint.access === 'staff' || endpoint.access === 'admin' ? endpoint.access : undefined
    options.onRequest = async (request) => {
      if (crossSite(request)) throw new ApiError(ReturnCode.forbidden, { key: 'server.crossSite' }, { httpStatus: 403 })
      if (role) await app.authenticateStaff(request, role)
    }
  }
  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) app.route({ ...options, url })
}
