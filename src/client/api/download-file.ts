import type { Endpoint } from '#contract/endpoint'
import { isEnvelope } from '#contract/envelope'
import { ApiError, fileUrl, memberAuth, type CallInput } from './http-client.ts'

/**
 * The one way a page saves a file answer to the device: fetched as the member (a link cannot
 * carry their bearer token), then handed to the browser as a download under `fileName`. A
 * refusal or a network failure is an {@link ApiError}, as for every other call.
 */
export async function downloadFile<E extends Endpoint & { file: readonly string[] }>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
  fileName: string,
): Promise<void> {
  const auth = memberAuth()
  let response: Response
  try {
    response = await fetch(fileUrl(endpoint, input), { headers: auth.headers })
  } catch {
    throw new ApiError(0)
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined)
    const envelope = isEnvelope(body) ? body : undefined
    if (response.status === 401 && envelope) auth.onUnauthorised(envelope)
    throw new ApiError(response.status, envelope)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
