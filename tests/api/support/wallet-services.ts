import { X509Certificate } from 'node:crypto'
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { importSPKI, jwtVerify } from 'jose'
import { loopbackCertificate } from './loopback-certificate.ts'

interface ApnsRequest {
  path: string
  topic: string | undefined
  body: string
  /** The subject of the certificate the portal presented. */
  clientSubject: string | undefined
}

/** Resolves once `count` things have come: a test waits for what the stand-in receives, never a while. */
function arrivals<T>(items: T[]) {
  const waiting: { count: number; resolve: () => void }[] = []
  return {
    add(item: T) {
      items.push(item)
      for (const wait of waiting.filter((w) => items.length >= w.count)) {
        waiting.splice(waiting.indexOf(wait), 1)
        wait.resolve()
      }
    },
    until: (count: number) =>
      items.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
  }
}

/**
 * APNs as far as pass updates use it, on loopback HTTP/2 over TLS with a certificate made now: it
 * asks for the client's certificate (APNs authenticates the provider by it), keeps each push and
 * answers 200, or the statuses the test queues. `ca` is what the portal must trust to reach it.
 */
export async function apnsStandIn() {
  const { key, cert: ca } = loopbackCertificate()
  const requests: ApnsRequest[] = []
  const arrived = arrivals(requests)
  const answers: { status: number; reason?: string }[] = []
  const server = http2.createSecureServer({
    key,
    cert: ca,
    requestCert: true,
    rejectUnauthorized: false,
  })
  server.on('stream', (stream, headers) => {
    let body = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (body += chunk))
    stream.on('end', () => {
      const peer = (stream.session?.socket as TLSSocket | undefined)?.getPeerX509Certificate?.()
      const answer = answers.shift() ?? { status: 200 }
      arrived.add({
        path: String(headers[':path']),
        topic: headers['apns-topic'] as string | undefined,
        body,
        clientSubject: peer instanceof X509Certificate ? peer.subject : undefined,
      })
      stream.respond({ ':status': answer.status, 'content-type': 'application/json' })
      stream.end(answer.reason ? JSON.stringify({ reason: answer.reason }) : '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ca,
    requests,
    /** Resolves once this many pushes in all have come. */
    received: arrived.until,
    answerNext: (...next: { status: number; reason?: string }[]) => answers.push(...next),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

interface WalletApiRequest {
  method: string
  path: string
  body: Record<string, unknown>
}

/**
 * Google's token endpoint and Wallet API as far as object updates use them, on loopback HTTP: a
 * token only for a JWT the service account signed with the issuer scope, and objects it was told
 * exist (a member's save) answered 200, others 404.
 */
export async function walletApiStandIn(publicKey: () => string) {
  const requests: WalletApiRequest[] = []
  const arrived = arrivals(requests)
  const saved = new Set<string>()
  let base = ''
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', async () => {
      const answer = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(json))
      }
      if (request.url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? ''
        const { payload } = await jwtVerify(assertion, await importSPKI(publicKey(), 'RS256'), {
          audience: `${base}/token`,
        }).catch(() => ({ payload: undefined }))
        if (payload?.scope !== 'https://www.googleapis.com/auth/wallet_object.issuer') return answer(401, {})
        return answer(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 3600 })
      }
      if (request.headers.authorization !== 'Bearer fake-access-token') return answer(401, {})
      const objectPath = '/walletobjects/v1/loyaltyObject/'
      const id = decodeURIComponent((request.url ?? '').slice(objectPath.length))
      const parsed = JSON.parse(body || '{}') as Record<string, unknown>
      arrived.add({ method: request.method ?? '', path: request.url ?? '', body: parsed })
      if (!request.url?.startsWith(objectPath) || !saved.has(id)) return answer(404, { error: { code: 404 } })
      return answer(200, { id, ...parsed })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    requests,
    received: arrived.until,
    /** The member saved this object to their Google Wallet. */
    save: (id: string) => saved.add(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
