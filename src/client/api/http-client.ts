import type { Endpoint } from '#contract/endpoints'
import { isEnvelope, type Envelope } from '#contract/envelope'
import { localeOfLang, resolveLang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { announceSessionExpired, endSession, getToken, storedLang } from './session.ts'

/**
 * A call that did not succeed. `envelope` is the server's answer when there was one;
 * without it the network or HTTP failed, which the spec answers with the 'error' toast.
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

export interface RequestOptions {
  query?: Record<string, string>
  body?: unknown
  /** A multipart body (file uploads); the browser sets its content type. */
  form?: FormData
  signal?: AbortSignal
}

/** The page's language, sent so that server messages come back in it. */
const pageLocale = () => localeOfLang[resolveLang(window.location.pathname, storedLang())]

/** The one HTTP client: envelope in, `data` out; 401 ends the session (601 asks first). */
export async function request<T>(endpoint: Endpoint, options: RequestOptions = {}): Promise<T> {
  const url = options.query ? `${endpoint.path}?${new URLSearchParams(options.query)}` : endpoint.path
  const token = getToken()
  let response: Response
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        'accept-language': pageLocale(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal: options.signal ?? null,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError(0)
  }
  const envelope: unknown = await response.json().catch(() => undefined)
  if (!isEnvelope(envelope)) throw new ApiError(response.status)
  if (response.status === 401 || envelope.returnCode === ReturnCode.unauthorised) {
    if (envelope.returnCode === ReturnCode.sessionExpired) announceSessionExpired()
    else if (token) void endSession()
    throw new ApiError(response.status, envelope)
  }
  if (!envelope.success) throw new ApiError(response.status, envelope)
  return envelope.data as T
}
