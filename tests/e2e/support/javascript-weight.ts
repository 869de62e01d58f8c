import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

/** The budget of the login page's first load: at most this many kB of gzipped JavaScript. */
export const loginFirstLoadBudgetKb = 130

export interface ScriptWeight {
  url: string
  bytes: number
  gzipBytes: number
}

/**
 * The JavaScript a first visit to a page downloads: an empty cache, and the service worker
 * kept out (it precaches the other routes afterwards, in the background). Sizes are of the
 * gzip the server sends (level 9).
 */
export async function firstLoadScripts(browser: Browser, url: string, ready: string): Promise<ScriptWeight[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const scripts: Promise<ScriptWeight>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1, name: ready }).waitFor()
  await page.waitForLoadState('networkidle')
  const weights = await Promise.all(scripts)
  await context.close()
  return weights.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

export const kB = (bytes: number) => Math.round(bytes / 102.4) / 10
