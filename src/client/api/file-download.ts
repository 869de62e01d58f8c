import type { Endpoint } from '#contract/endpoint'
import { isEnvelope } from '#contract/envelope'
import { ApiError, fileUrl, memberAuth, type CallInput } from './http-client.ts'

/**
 * A file answer fetched as the member (a link cannot carry their bearer token), for the page
 * to save with {@link saveFile}. A refusal is an {@link ApiError}, as with `call`.
 */
async function callFile<E extends Endpoint & { file: readonly string[] }>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'> = {},
): Promise<Blob> {
  const auth = memberAuth()
  let response: Response
  try {
    response = await fetch(fileUrl(endpoint, input), {
      headers: {
        accept: endpoint.file.join(', '),
        // The page's language, which the page keeps on the document.
        'accept-language': document.documentElement.lang,
        ...auth.headers,
      },
    })
  } catch {
    throw new ApiError(0)
  }
  const type = response.headers.get('content-type') ?? ''
  if (response.ok && endpoint.file.some((fileType) => type.startsWith(fileType))) return response.blob()
  const body: unknown = await response.json().catch(() => undefined)
  const envelope = isEnvelope(body) ? body : undefined
  if (envelope && response.status === 401) auth.onUnauthorised(envelope)
  throw new ApiError(response.status, envelope)
}

/** Hands a file to the browser as a download under `name`: saved, or opened by the app that takes its type. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the address is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** The one way a page saves a file answer to the device: {@link callFile}, then {@link saveFile}. */
export async function downloadFile<E extends Endpoint & { file: readonly string[] }>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
  fileName: string,
): Promise<void> {
  saveFile(await callFile(endpoint, input), fileName)
}
