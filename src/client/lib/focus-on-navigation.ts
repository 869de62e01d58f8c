import type { AnyRouter } from '@tanstack/react-router'

/** How long a new page may take to show its heading (code and texts load on the way). */
const headingWaitMs = 3000

/** When the member last pressed a key or pointed at something. */
let lastInteraction = 0
const interacted = () => {
  lastInteraction = performance.now()
}

const pageHeading = () => document.querySelector<HTMLElement>('main h1')

/** A move to another page: where to, when it began, and what had the focus then. */
export interface Move {
  path: string
  at: number
  focused: Element | null
}

/**
 * Whether the member has taken the focus since the move began: pressed a key, pointed at
 * something, or put the focus on another element (a screen reader moves it without a key the
 * page hears; so does a test). The element that had it at the move, and the page itself once
 * that element is gone, are not theirs.
 */
const focusTaken = (move: Move) =>
  lastInteraction > move.at ||
  (document.activeElement !== null && document.activeElement !== move.focused && document.activeElement !== document.body)

/**
 * Focuses the heading of the page moved to once that page is shown with its heading, unless
 * the member has taken the focus since: it is theirs then. Looked for each frame for a while,
 * as code and texts may still load.
 */
function focusHeadingOf(router: AnyRouter, move: Move) {
  const look = () => {
    if (focusTaken(move) || performance.now() - move.at > headingWaitMs) return
    const heading = router.state.resolvedLocation?.pathname === move.path ? pageHeading() : null
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

const moveOf = (path: string): Move => ({ path, at: performance.now(), focused: document.activeElement })

/**
 * After a move to another page, the focus goes to the new page's heading, so that a keyboard
 * or screen-reader user starts there rather than at the top of the document. Changes of the
 * address's search alone (a filter) leave the focus where it is. Started by the first move
 * (`firstMove`, which it serves too), so the first load carries none of it.
 */
export function focusOnNavigation(router: AnyRouter, firstMove: Move): () => void {
  document.addEventListener('keydown', interacted, true)
  document.addEventListener('pointerdown', interacted, true)
  focusHeadingOf(router, firstMove)
  return router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) focusHeadingOf(router, moveOf(event.toLocation.pathname))
  })
}
