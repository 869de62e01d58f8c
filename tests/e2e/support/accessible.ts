import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Whether the page shows a frame from another site (a club site under a notice). */
function hasFrameOfAnotherOrigin(page: Page): boolean {
  const { origin } = new URL(page.url())
  return page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin)
}

/**
 * Runs axe for WCAG 2.1 A and AA on what the page shows now and expects no violation, naming
 * each rule and the elements it found.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // What a person reads is the screen once it has come in: a sheet still fading in has its
  // colours half blended, which axe would measure as too little contrast. (A spinner turns for
  // ever, and an animation replaced by another ends without finishing.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const { violations } = await new AxeBuilder({ page })
    // A page whose frames are all of its own origin is checked in one pass (axe.run). Across
    // origins axe checks each frame apart and joins the parts in a blank page it opens, which
    // took most of a scan's time.
    .setLegacyMode(!hasFrameOfAnotherOrigin(page))
    // Label in name (WCAG 2.5.3) is an experimental rule in axe, which runs only when named.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`)
  expect.soft(found, `axe on ${screen}`).toEqual([])
}
