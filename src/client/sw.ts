/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

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
