/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { handleOutboxSync, type SyncEventLike } from './offline/upload-outbox/sw-outbox.ts'
import { handlePushNotifications } from './pwa/push-notifications.ts'

declare let self: ServiceWorkerGlobalScope

// The app shell and every route chunk, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Any page path opens from the shell, also offline; the API and the development pages are not pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/dev\//] }))

/** The page's "Update" button: the waiting version takes over now instead of at the next start. */
function takeOverWhenAsked(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
}

takeOverWhenAsked()

// Queued uploads leave by Background Sync even when no page is open.
self.addEventListener('sync', (event) => handleOutboxSync(event as unknown as SyncEventLike))

// Notifications the portal pushes, and a press on one.
handlePushNotifications()
