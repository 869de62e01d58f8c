import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test, type Page } from '@playwright/test'

/** Screens are kept for a person to look at only when asked (`SCREENSHOTS=1`): a run for review, not every run. */
const screensWanted = Boolean(process.env.SCREENSHOTS)

/** Outside test-results, which each run empties: the screens of several runs stay side by side. */
const screensDir = path.join(os.tmpdir(), 'club-portal-screens')

/**
 * A full-page screenshot for review, named by screen and project (desktop or phone); with
 * `widths`, one per width, the viewport put back afterwards.
 */
export async function screenshot(page: Page, name: string, widths?: number[]): Promise<void> {
  if (!screensWanted) return
  fs.mkdirSync(screensDir, { recursive: true })
  const project = test.info().project.name
  if (!widths) {
    await page.screenshot({ path: path.join(screensDir, `${name}-${project}.png`), fullPage: true })
    return
  }
  const viewport = page.viewportSize()
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 })
    await page.screenshot({ path: path.join(screensDir, `${name}-${width}.png`), fullPage: true })
  }
  if (viewport) await page.setViewportSize(viewport)
}

/** What the viewport shows, fixed layers (a toast) where a person sees them, which a full-page shot moves. */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  if (!screensWanted) return
  fs.mkdirSync(screensDir, { recursive: true })
  await page.screenshot({ path: path.join(screensDir, `${name}-${test.info().project.name}.png`) })
}
