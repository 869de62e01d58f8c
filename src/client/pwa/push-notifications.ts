import type { PushPayload } from '#contract/push-payload'
import { openNotificationPage } from './notification-target.ts'

declare let self: ServiceWorkerGlobalScope

/** Shows what the portal pushed; its tag makes a repeated delivery replace the notification rather than add one. */
function showPush(event: PushEvent): void {
  const payload = event.data?.json() as PushPayload | undefined
  if (!payload) return
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  )
}

/** A press opens the notification's page, or brings forward the window already showing it. */
function openPressed(event: NotificationEvent): void {
  event.notification.close()
  const { url } = event.notification.data as { url: string }
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => openNotificationPage(url, self.location.origin, windows, (page) => self.clients.openWindow(page))),
  )
}

export function handlePushNotifications(): void {
  self.addEventListener('push', showPush)
  self.addEventListener('notificationclick', openPressed)
}
