import http2 from 'node:http2'
import type { AppleWalletConfig } from '#server/lib/wallet-config.ts'

/** What APNs said of one push: taken, the device token no longer valid there, or a failure to try again. */
type ApnsAnswer = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string }

/** A push that waits longer than this is a failure: the job tries again later. */
const pushTimeoutMs = 10_000

export interface ApnsConnection {
  push(pushToken: string): Promise<ApnsAnswer>
  close(): void
}

/**
 * One HTTP/2 connection to APNs, authenticated by the pass type's certificate and key (the ones
 * that sign the passes): a pass update is an empty JSON payload to the device token, with the
 * pass type identifier as the topic; the device then asks the portal's web service what changed.
 * `ca` is a test's own authority for its stand-in; Node's trusted roots otherwise.
 */
export function connectApns(apple: AppleWalletConfig, ca?: string): ApnsConnection {
  const session = http2.connect(apple.apnsUrl, {
    cert: apple.certificate,
    key: apple.key,
    ...(apple.keyPassphrase ? { passphrase: apple.keyPassphrase } : {}),
    ...(ca ? { ca } : {}),
  })
  let broken: string | undefined
  // A refused connection or TLS handshake fails every push of this try, not the process.
  session.on('error', (error: Error) => {
    broken = error.message
  })
  const push = (pushToken: string) =>
    new Promise<ApnsAnswer>((resolve) => {
      if (broken) return resolve({ status: 'failed', reason: broken })
      const request = session.request({
        ':method': 'POST',
        ':path': `/3/device/${pushToken}`,
        'apns-topic': apple.passTypeId,
        'content-type': 'application/json',
      })
      let status = 0
      let body = ''
      request.setTimeout(pushTimeoutMs, () => request.close(http2.constants.NGHTTP2_CANCEL))
      request.on('response', (headers) => {
        status = Number(headers[':status'])
      })
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => {
        if (body.length < 1000) body += chunk
      })
      request.on('error', (error: Error) => resolve({ status: 'failed', reason: error.message }))
      request.on('close', () => {
        if (status === 200) return resolve({ status: 'sent' })
        const reason = reasonOf(body)
        // 410: the device token is no longer active; 400 BadDeviceToken: it never was one for this topic.
        if (status === 410 || (status === 400 && reason === 'BadDeviceToken')) return resolve({ status: 'gone' })
        resolve({ status: 'failed', reason: status ? `HTTP ${status} ${reason}` : (broken ?? 'no answer') })
      })
      request.end('{}')
    })
  return { push, close: () => session.close() }
}

function reasonOf(body: string): string {
  try {
    const { reason } = JSON.parse(body) as { reason?: unknown }
    return typeof reason === 'string' ? reason : ''
  } catch {
    return ''
  }
}
