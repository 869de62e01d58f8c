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
 * portal's page) has none.
 */
export async function requestEnvelope(
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers: Record<string, string> },
  fetchFn: typeof fetch = fetch,
): Promise<EnvelopeAnswer> {
  let response: Response
  try {
    response = await fetchFn(url, { ...init, headers: { accept: 'application/json', ...init.headers } })
  } catch {
    return { status: 0, envelope: undefined }
  }
  const body: unknown = await response.json().catch(() => undefined)
  return { status: response.status, envelope: isEnvelope(body) ? body : undefined }
}
