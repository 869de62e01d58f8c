import { offerUpdate } from './update-offer.ts'

/**
 * The service worker is registered once the page has loaded, so it never competes with first
 * paint. A new version that installs waits; the member is offered it, and on their say-so it
 * takes over and the page reloads once it controls the page (or after a few seconds all the
 * same). The browser's own API does this in a few lines, so the login page's first load carries
 * no library for it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // A browser that refuses the worker (a private window, a policy) still runs the portal online.
  const start = () => void register(0).catch(() => undefined)
  // A portal left open for days still hears of a release when the member comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.update())
      .catch(() => undefined)
  })
  // A page rendered ahead starts its scripts once it has painted, often after it has loaded:
  // the worker (and the downloads of its precache) then waits until the page has been taken
  // over and the browser is idle.
  if (document.readyState !== 'complete') window.addEventListener('load', start, { once: true })
  else if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 1000)
}

/**
 * How long the old version may take to let go of the page before the page reloads all the same.
 * It lets go only once nothing it does for the page is in flight, and a press whose message the
 * waiting version never got would otherwise leave the member before a button that does nothing.
 */
const takeoverWaitMs = 3000

/** Offers the version that has installed and waits behind the one controlling the page. */
function offerWaiting(registration: ServiceWorkerRegistration): void {
  offerUpdate(() => {
    const reload = () => window.location.reload()
    // A reload ends what the old version still does for this page, and the new one takes the page
    // as it comes back; if the new one never heard the press, the page comes back with the offer.
    const reloadAnyway = setTimeout(reload, takeoverWaitMs)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(reloadAnyway)
        reload()
      },
      { once: true },
    )
    // The version waiting at the press: a later release may have replaced the one first offered.
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' })
  })
}

/**
 * A first install cut off (the line dropped while the app downloaded) leaves the device without
 * the card offline until the next visit: it is tried again while the page stays open, after 5 s,
 * then twice as long each time up to 5 minutes.
 */
const firstRetryMs = 5_000
const longestRetryMs = 5 * 60_000

function registerAgainLater(attempt: number): void {
  setTimeout(() => void register(attempt + 1).catch(() => undefined), Math.min(longestRetryMs, firstRetryMs * 2 ** attempt))
}

async function register(attempt: number): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  // A version that was already waiting when the page opened (an earlier visit put it off).
  if (registration.waiting && navigator.serviceWorker.controller) offerWaiting(registration)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    if (!installing) return
    installing.addEventListener('statechange', () => {
      // The first install has no page to take over from: only a replacement is offered.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerWaiting(registration)
      const noVersionLeft = !registration.installing && !registration.waiting && !registration.active
      if (installing.state === 'redundant' && noVersionLeft) registerAgainLater(attempt)
    })
  })
}
