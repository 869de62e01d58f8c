import type { Endpoint } from '#contract/endpoint'
import { isEnvelope } from '#contract/envelope'
import { ApiError, fileUrl, memberAuth, type CallInput } from './http-client.ts'

/**
 * A file answer fetched as the member (a link cannot carry their bearer token), for the page
 * to save with {@link saveFile}. A refusal is an {@link ApiError}, as with `call`.
 */
export async function callFile<E extends Endpoint & { file: readonly string[] }>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'> = {},
): Promise<Blob> {
  const auth = memberAuth()
  let response: Response
  try {
    response = await fetch(fileUrl(endpoint, input), {
      headers: {
        accept: endpoint.file.join(', '), // The page's language, which the page keeps on the document.
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

/** Hands a file to the browser as a download under `name`: saved, or opened by the app that takes its type (Wallet a pass). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
