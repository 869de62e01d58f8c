import type { Fixtures, PlaywrightTestArgs } from '@playwright/test'

export interface HeldScripts {
  /**
   * Holds back the page's script chunk that holds `marker` (a piece of its code) until `release`
   * is called, as a slow network would deliver it late; every other script goes at once.
   */
  holdScript: (marker: string) => Promise<{ release: () => void }>
}

export const heldScripts: Fixtures<HeldScripts, object, PlaywrightTestArgs> = {
  holdScript: async ({ page }, use) => {
    await use(async (marker) => {
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/assets/*.js', async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes(marker)) await released
        await route.fulfill({ response, body })
      })
      return { release }
    })
    // A chunk still on its way when the test ends (a link's prefetch) is let go, not failed:
    // a failed route would stop the worker's next test too.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
}

/** Code that only the upload field's chunk holds, only the estate search's, and only the proof-of-effort solver's. */
export const chunkMarkers = {
  uploadField: 'uploadWidget.choose(',
  searchSelectField: 'registration.nothingFound()',
  proofSolver: 'The proof of effort took too long',
} as const
