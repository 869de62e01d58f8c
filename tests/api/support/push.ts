import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import webPush from 'web-push'
import { loopbackCertificate } from './loopback-certificate.ts'

/** A VAPID key pair of the test's own, as `push:keys` makes one. */
export function vapidEnv(): Record<string, string> {
  const keys = webPush.generateVAPIDKeys()
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:push@sinoclub.example' }
}

/**
 * A browser's side of a push subscription: its P-256 key pair and auth secret, and the
 * decryption of what a push service hands it (RFC 8291, aes128gcm, RFC 8188), written apart
 * from the library the portal encrypts with.
 */
export function deviceKeys() {
  const ecdh = createECDH('prime256v1')
  const devicePublic = ecdh.generateKeys()
  const authSecret = randomBytes(16)
  const subscription = (endpoint: string) => ({
    endpoint,
    keys: { p256dh: devicePublic.toString('base64url'), auth: authSecret.toString('base64url') },
  })
  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16)
    const idLength = body.readUInt8(20)
    const serverPublic = body.subarray(21, 21 + idLength)
    const record = body.subarray(21 + idLength)
    const shared = ecdh.computeSecret(serverPublic)
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, serverPublic])
    const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32))
    const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
    const decipher = createDecipheriv('aes-128-gcm', key, nonce).setAuthTag(record.subarray(record.length - 16))
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
    // The last record ends with the delimiter 2, then any padding of zeros.
    const end = padded.lastIndexOf(2)
    return padded.subarray(0, end).toString('utf8')
  }
  return { subscription, decrypt }
}

export interface PushRequest {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * A push service on loopback HTTPS, with a certificate made for it now: it keeps every request
 * and answers 201, or the statuses the test queues. `agent` trusts its certificate only.
 */
export async function pushService() {
  const { key, cert } = loopbackCertificate()
  const requests: PushRequest[] = []
  const answers: number[] = []
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      requests.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(answers.shift() ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const agent = new https.Agent({ ca: cert })
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    agent,
    requests,
    /** The next pushes are answered with these statuses, in order. */
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    close: async () => {
      agent.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
