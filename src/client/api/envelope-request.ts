import { isEnvelope, type Envelope } from '#contract/envelope'

/** What one request came to: the server's envelope, or none; status 0 when no answer came at all. */
export interface EnvelopeAnswer {
  status: number
  envelope: Envelope | undefined
}

/**
 * Sends one request and reads the envelope of its answer: the one reading of answers, for the
 * page's calls and for the upload outbox in the page and the service worker alike. No network,
 * a dropped connection or a timeout is status 0; an answer that is not an envelope (a captive
 * portal's page) has none. With `deadlineMs`, a request with no answer by then is given up.
 */
export async function requestEnvelope(
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers: Record<string, string>; deadlineMs?: number },
  fetchFn: typeof fetch = fetch,
): Promise<EnvelopeAnswer> {
  const { deadlineMs, ...request } = init
  const deadline = deadlineMs === undefined ? undefined : withDeadline(init.signal ?? undefined, deadlineMs)
  try {
    let response: Response
    try {
      response = await fetchFn(url, {
        ...request,
        headers: { accept: 'application/json', ...init.headers },
        signal: deadline?.signal ?? init.signal ?? null,
      })
    } catch {
      return { status: 0, envelope: undefined }
    }
    const body: unknown = await response.json().catch(() => undefined)
    // A body cut off by the deadline is no answer either.
    if (deadline?.signal.aborted && body === undefined) return { status: 0, envelope: undefined }
    return { status: response.status, envelope: isEnvelope(body) ? body : undefined }
  } finally {
    deadline?.clear()
  }
}

/**
 * How long an upload of `bytes` may take before it counts as lost: long enough at the pace of a
 * slow mobile line (about 0.45 Mbit/s, 10 MB in some three minutes), short for a small file, so
 * that one sent into a connection that never answers is tried again soon.
 */
export const uploadDeadlineMs = (bytes: number): number => 15_000 + Math.ceil(bytes / slowLineBytesPerMs)

const slowLineBytesPerMs = 57

/** The caller's signal, aborted also once `ms` have passed (AbortSignal.any is too recent for some phones). */
function withDeadline(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms)
  const follow = () => controller.abort(signal?.reason)
  if (signal?.aborted) follow()
  else signal?.addEventListener('abort', follow, { once: true })
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', follow)
    },
  }
}
