import type { Agent } from 'node:https'
import type { WebPushError } from 'web-push'
import type { WebPushKeys } from '#server/config.ts'
import { isPrivateRelay, publicPushAgent } from './push-endpoint.ts'

/** A device's subscription as the browser gave it. */
interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/** What a push service answered: taken (2xx), the subscription is gone (404, 410), or it refused for another reason. */
type PushAnswer = { status: 'sent' } | { status: 'gone' } | { status: 'refused'; httpStatus: number }

export type SendPush = (
  target: PushTarget,
  payload: string,
  options: { topic: string; ttlSeconds: number },
) => Promise<PushAnswer>

/** A push service that keeps a try waiting longer than this fails the try, which is retried later. */
const pushTimeoutMs = 10_000

/** The push library, loaded by the first push sent rather than when the portal starts. */
const pushLibrary = () => import('web-push').then((loaded) => loaded.default)

const httpStatusOf = (error: unknown, webPush: { WebPushError: typeof WebPushError }): number | undefined =>
  error instanceof webPush.WebPushError ? error.statusCode : undefined

/**
 * Sends one push through its push service (RFC 8030), encrypted for the device (RFC 8291,
 * aes128gcm) and signed with the portal's VAPID key (RFC 8292). A network failure or a push
 * service's 429 or 5xx throws, to be tried again. A push service is reached only at public
 * addresses; the operator's private relay through `relayAgent` (a test's, trusting its own
 * certificate) or Node's default. A redirect is not followed: it is a refusal.
 */
export function webPushSender(keys: WebPushKeys, relayAgent?: Agent): SendPush {
  const publicAgent = publicPushAgent()
  return async (target, payload, { topic, ttlSeconds }) => {
    const agent = isPrivateRelay(target.endpoint, keys.privateRelay) ? relayAgent : publicAgent
    const webPush = await pushLibrary()
    try {
      await webPush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: keys,
        TTL: ttlSeconds,
        topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: pushTimeoutMs,
        ...(agent ? { agent } : {}),
      })
      return { status: 'sent' }
    } catch (error) {
      const httpStatus = httpStatusOf(error, webPush)
      if (httpStatus === 404 || httpStatus === 410) return { status: 'gone' }
      if (httpStatus !== undefined && httpStatus !== 429 && httpStatus < 500) return { status: 'refused', httpStatus }
      // The push service's answer may quote the endpoint: the try fails with its status only.
      throw new Error(
        httpStatus === undefined ? `push not delivered: ${(error as Error).message}` : `push service answered ${httpStatus}`,
      )
    }
  }
}
