import {
  pathWith,
  type AnswerOf,
  type BodyIn,
  type Endpoint,
  type FailureOf,
  type ParamsIn,
  type QueryIn,
} from '#contract/endpoint'
import type { Envelope } from '#contract/envelope'
import { idempotencyKeyHeader } from '#contract/idempotency'
import { challengeOf, proofOfWorkHeader } from '#contract/proof-of-work'
import { localeOfLang, resolveLang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { requestEnvelope, uploadDeadlineMs } from './envelope-request.ts'
import { watchRequest } from './line-watch.ts'
import { proveEffort } from './proof-of-work.ts'
import { announceSessionExpired, endSession, getToken, storedLang } from './session.ts'

/**
 * A call that did not succeed. `envelope` is the server's answer when there was one;
 * without it the network or HTTP failed, which the member hears as the 'error' toast.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly envelope?: Envelope,
  ) {
    super(envelope ? `${envelope.returnCode} ${envelope.msg}` : `HTTP ${status || 'network failure'}`)
  }

  get returnCode(): number | undefined {
    return this.envelope?.returnCode
  }

  /** No answer at all: offline, or the connection dropped. */
  get isNetworkFailure(): boolean {
    return this.status === 0
  }
}

/** The `data` of a failure with a return code the endpoint declares (609 → the member to verify). */
export function failureData<E extends Endpoint, Code extends number>(
  error: unknown,
  _endpoint: E,
  returnCode: Code,
): FailureOf<E, Code> | undefined {
  if (!(error instanceof ApiError) || error.envelope?.returnCode !== returnCode) return undefined
  return error.envelope.data as FailureOf<E, Code>
}

/** Where to ask for help, carried by 621 (duplicated record) and 622 (invalid account) whichever call answered them. */
export function supportContactOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const { returnCode, data } = error.envelope ?? {}
  if (returnCode !== ReturnCode.duplicatedMember && returnCode !== ReturnCode.invalidMember) return undefined
  const email: unknown = typeof data === 'object' && data !== null && 'supportEmail' in data ? data.supportEmail : undefined
  return typeof email === 'string' ? email : ''
}

type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: never } : { [K in Name]: T }

/** What a call sends, typed from its entry: body, query and path parameters as the schemas take them. */
export type CallInput<E extends Endpoint> = Part<'body', BodyIn<E>> &
  Part<'query', QueryIn<E>> &
  Part<'params', ParamsIn<E>> & {
    /** A multipart body (an upload entry); the browser sets its content type. */
    form?: FormData
    /** On an idempotent entry: the key of this create, the same on every retry of it. */
    idempotencyKey?: string
    signal?: AbortSignal
  }

type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

/** The page's language, sent so that server messages come back in it. */
const pageLocale = () => localeOfLang[resolveLang(window.location.pathname, storedLang())]

function searchOf(query: object | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(name, String(value))
  return search.size === 0 ? '' : `?${search}`
}

/**
 * The address of a call that answers a file, for a link or an image; the browser sends the
 * staff session cookie with it itself.
 */
export function fileUrl<E extends Endpoint & { file: readonly string[] }>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
): string {
  const { params, query } = input as { params?: Record<string, string>; query?: object }
  return pathWith(endpoint.path, params) + searchOf(query)
}

/** Who a call is made as: the headers that say so, and what a 401 means for them. */
export interface CallAuth {
  headers: Record<string, string>
  onUnauthorised(envelope: Envelope): void
}

/** The member's bearer token; a 401 ends their session (601 asks the member first). */
export const memberAuth = (): CallAuth => {
  const token = getToken()
  return {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    onUnauthorised: (envelope) => {
      if (envelope.returnCode === ReturnCode.sessionExpired) announceSessionExpired()
      else if (token) void endSession()
    },
  }
}

/**
 * The one HTTP client: a call through its endpoint entry, the answer's `data` typed from it,
 * made as the member (their bearer token) unless `auth` says otherwise. Any failure is an
 * {@link ApiError}.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  return callAs(memberAuth(), endpoint, ...([input] as CallArgs<E>))
}

/**
 * How long a call waits for its answer before it counts as a network failure: a connection that
 * opens and never answers must not hold a page (the page shows what the device keeps at once,
 * see line-watch.ts; this frees the request for a retry). A read is small; a write may carry more;
 * an upload takes the time its bytes need (and, long by nature, says nothing of the line).
 */
const answerDeadlineMs = { read: 8_000, write: 30_000 }

const formBytes = (form: FormData): number =>
  [...form.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0)

export async function callAs<E extends Endpoint>(auth: CallAuth, endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const { body, query, params, form, idempotencyKey, signal } = (input ?? {}) as CallInput<Endpoint> & {
    body?: unknown
    query?: object
  }
  const url = pathWith(endpoint.path, params as Record<string, string> | undefined) + searchOf(query)
  const send = async (proof: Record<string, string>) => {
    const answered = form ? () => undefined : watchRequest()
    const answer = await requestEnvelope(url, {
      method: endpoint.method,
      headers: {
        'accept-language': pageLocale(),
        ...auth.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(endpoint.idempotent && idempotencyKey ? { [idempotencyKeyHeader]: idempotencyKey } : {}),
        ...proof,
      },
      body: form ?? (body === undefined ? null : JSON.stringify(body)),
      signal: signal ?? null,
      deadlineMs: form
        ? uploadDeadlineMs(formBytes(form))
        : endpoint.method === 'GET'
          ? answerDeadlineMs.read
          : answerDeadlineMs.write,
    })
    // A call its caller gave up on says nothing of the line.
    answered(answer.status !== 0 ? true : signal?.aborted ? undefined : false)
    // A call its caller gave up on (a query cancelled) ends as that, not as a network failure.
    signal?.throwIfAborted()
    return answer
  }
  let { status, envelope } = await send({})
  // A network that failed often is asked for a moment's work: done once, and the call sent again with it.
  const challenge = challengeOf(envelope)
  if (challenge) ({ status, envelope } = await send({ [proofOfWorkHeader]: await proveEffort(challenge, envelope!.msg) }))
  if (!envelope) throw new ApiError(status)
  if (status === 401 || envelope.returnCode === ReturnCode.unauthorised) {
    auth.onUnauthorised(envelope)
    throw new ApiError(status, envelope)
  }
  if (!envelope.success) throw new ApiError(status, envelope)
  return envelope.data as AnswerOf<E>
}
