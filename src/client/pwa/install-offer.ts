/**
 * The browser's own offer to install the portal (Chromium's `beforeinstallprompt`). The
 * browser fires it once a page, soon after the page loads, whether or not anything listens:
 * so it is caught at the start of a member's page and kept until the page that offers the
 * install (My Profile, loaded later) asks for it. Safari fires none: the install card shows
 * the Share steps there instead.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** `offered`: the browser's prompt can be shown; `installed`: the portal runs installed or was just installed. */
export type InstallOfferState = 'none' | 'offered' | 'installed'

let offer: InstallPromptEvent | null = null
let installedNow = false
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner would interrupt the page; the portal offers it on My Profile.
    event.preventDefault()
    offer = event as InstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    offer = null
    installedNow = true
    changed()
  })
}

/** Running from the home screen: Chromium's standalone display mode, or iOS Safari's own flag. */
function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches
}

export function installOfferState(): InstallOfferState {
  if (installedNow || runsInstalled()) return 'installed'
  return offer ? 'offered' : 'none'
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's prompt; an event can prompt once, so it is given up either way. */
export async function promptInstall(): Promise<void> {
  const event = offer
  if (!event) return
  offer = null
  try {
    await event.prompt()
    const { outcome } = await event.userChoice
    if (outcome === 'accepted') installedNow = true
  } catch {
    // A prompt the browser refuses (shown already) leaves the steps of the browser's menu.
  }
  changed()
}
