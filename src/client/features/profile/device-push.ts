/** Whether this browser can take the portal's notifications at all (an iPhone only from the Home Screen). */
/**
 * An iPhone or iPad in its browser: push comes only to the portal added to the Home Screen and
 * opened from there, which the member can do (elsewhere, a browser without push has none).
 */
export const needsHomeScreen = (): boolean =>
  (/iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)) &&
  !matchMedia('(display-mode: standalone)').matches

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The member said no, or had said no before: only the browser's settings can change it now. */
export class NotificationsRefused extends Error {
  override readonly name = 'NotificationsRefused'
}

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i])

/**
 * This window keeps no service worker or push subscription: a private window (Firefox, Safari)
 * refuses them, though the browser has notifications. An ordinary window can have them.
 */
export class NotificationsNotHere extends Error {
  override readonly name = 'NotificationsNotHere'
}

const refusedByWindow = (error: unknown) =>
  error instanceof DOMException && ['SecurityError', 'NotSupportedError', 'InvalidStateError'].includes(error.name)

async function pushManager(): Promise<PushManager> {
  const registration = await navigator.serviceWorker.getRegistration().catch((error: unknown) => {
    throw refusedByWindow(error) ? new NotificationsNotHere() : error
  })
  if (!registration) throw new NotificationsNotHere()
  return registration.pushManager
}

/** This device's subscription, as the portal keeps it. */
export interface DeviceSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/**
 * Asks the browser's permission (only now, after the member pressed the switch) and answers this
 * browser's push subscription for the portal's key: the one it has, or a new one. One made with
 * another key (the portal's keys were replaced) cannot carry the portal's pushes and is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  if ((await Notification.requestPermission()) !== 'granted') throw new NotificationsRefused()
  const manager = await pushManager()
  const key = bytesOf(publicKey)
  let subscription = await manager.getSubscription()
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch((error: unknown) => {
    throw refusedByWindow(error) ? new NotificationsNotHere() : error
  })
  const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON()
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } }
}

/** Ends this browser's subscription with its push service, once the portal has forgotten it. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await (await pushManager()).getSubscription()
  await subscription?.unsubscribe()
}
