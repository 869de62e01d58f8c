import { type } from 'arktype'

/** A base64url key of a push subscription, as PushSubscription.toJSON() gives it. */
const base64url = (max: number) => type(`/^[A-Za-z0-9_-]+={0,2}$/`).and(`string <= ${max}`)

/**
 * subscribePush: this device's push subscription (PushSubscription.toJSON()): the push
 * service's address and the keys its messages are encrypted with (RFC 8291).
 */
export const pushSubscriptionRequest = type({
  endpoint: type(/^https:\/\/\S+$/).and('string <= 2048'),
  keys: { p256dh: base64url(200), auth: base64url(100) },
})
export type PushSubscriptionRequest = typeof pushSubscriptionRequest.infer

/**
 * getPushSettings: the portal's VAPID public key (base64url) to subscribe with, null when the
 * portal sends no notifications; and whether this device (session) has them on.
 */
export const pushSettings = type({ publicKey: 'string | null', subscribed: 'boolean' })
export type PushSettings = typeof pushSettings.infer
