import http from 'node:http'

/**
 * A POST on a connection of its own (no keep-alive), as each phone of a crowd opens one;
 * answers the envelope's return code (the HTTP status when there is no envelope, 0 when refused).
 */
export function postOnNewConnection(url: string, body: object, headers: Record<string, string> = {}): Promise<number> {
  const text = JSON.stringify(body)
  return new Promise<number>((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', connection: 'close', 'content-length': Buffer.byteLength(text), ...headers },
    })
    request.on('error', () => resolve(0))
    request.on('response', (response) => {
      let answer = ''
      response.on('data', (chunk: Buffer) => (answer += chunk.toString()))
      response.on('end', () => {
        try {
          resolve((JSON.parse(answer) as { returnCode: number }).returnCode)
        } catch {
          resolve(response.statusCode ?? 0)
        }
      })
    })
    request.end(text)
  })
}
