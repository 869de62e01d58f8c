import type { AnyRouter } from '@tanstack/react-router'

/** How long a new page may take to show its heading (code and texts load on the way). */
const headingWaitMs = 3000

/** When the member last pressed a key or pointed at something. */
let lastInteraction = 0
const interacted = () => {
  lastInteraction = performance.now()
}

const pageHeading = () => document.querySelector<HTMLElement>('main h1')

/**
 * Focuses the heading of the page at `path` once that page is shown with its heading, unless
 * the member has done anything since the move began (typing in a field, choosing an option):
 * the focus is theirs then. Looked for each frame for a while, as code and texts may still load.
 */
function focusHeadingOf(router: AnyRouter, path: string) {
  const movedAt = performance.now()
  const look = () => {
    if (lastInteraction > movedAt || performance.now() - movedAt > headingWaitMs) return
    const heading = router.state.resolvedLocation?.pathname === path ? pageHeading() : null
    if (!heading) return void requestAnimationFrame(look)
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    // The page that was leaving may still have shown its heading: then the new one is looked for.
    requestAnimationFrame(() => {
      if (!heading.isConnected) look()
    })
  }
  look()
}

/**
 * After a move to another page, the focus goes to the new page's heading, so that a keyboard
 * or screen-reader user starts there rather than at the top of the document. Changes of the
 * address's search alone (a filter) leave the focus where it is. Started by the first move
 * (`firstPath`, which it serves too), so the first load carries none of it.
 */
export function focusOnNavigation(router: AnyRouter, firstPath: string): () => void {
  document.addEventListener('keydown', interacted, true)
  document.addEventListener('pointerdown', interacted, true)
  focusHeadingOf(router, firstPath)
  return router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) focusHeadingOf(router, event.toLocation.pathname)
  })
}
