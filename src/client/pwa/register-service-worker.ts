/** The service worker is registered after the page has loaded, so it never competes with first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', async () => {
    const { Workbox } = await import('workbox-window')
    await new Workbox('/sw.js', { scope: '/' }).register()
  })
}
