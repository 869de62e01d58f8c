/** The parts of a window client a notification press uses (a WindowClient, or a test's stand-in). */
export interface WindowLike {
  url: string
  focus(): Promise<unknown>
  navigate?(url: string): Promise<unknown>
}

export type PressOutcome = 'focused' | 'navigated' | 'opened'

/**
 * Where a press on a notification leads: the window already showing its page comes forward; else
 * a window of the portal goes to the page; else a new window opens it. A page of another origin
 * is never opened (a payload is the portal's, but a worker trusts no address it did not make).
 */
export async function openNotificationPage(
  target: string,
  origin: string,
  windows: readonly WindowLike[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<PressOutcome> {
  const url = new URL(target, origin)
  const page = url.origin === origin ? url.href : `${origin}/`
  const showing = windows.find((window) => window.url === page)
  if (showing) {
    await showing.focus()
    return 'focused'
  }
  const portal = windows.find((window) => new URL(window.url).origin === origin && window.navigate)
  // A window the worker does not control cannot be navigated (null or a rejection): a new one opens.
  const moved = await portal?.navigate?.(page).catch(() => null)
  if (portal && moved) {
    await portal.focus()
    return 'navigated'
  }
  await openWindow(page)
  return 'opened'
}
