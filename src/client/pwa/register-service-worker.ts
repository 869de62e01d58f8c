import { offerUpdate } from './update-offer.ts'

/**
 * The service worker is registered after the page has loaded, so it never competes with first
 * paint. A new version that installs waits; the member is offered it, and on their say-so it
 * takes over and the page reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => void register())
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  await workbox.register()
  // A portal left open for days still hears of a release when the member comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined)
  })
}
