import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, fillLogin, test as base } from './support/fixtures.ts'
import { installServiceWorker } from './support/offline.ts'
import { randomPhone } from './support/outbox.ts'
import { screenshot, viewportScreenshot } from './support/screens.ts'
import type { OwnPortal } from './support/own-portal.ts'

/** Each worker deploys new versions on a portal of its own (the fixture ownPortal), so no other test sees them. */
const test = base.extend({
  baseURL: async ({ ownPortal }, use) => use(ownPortal.url),
})

// These tests install the service worker and go offline: more steps than most.
test.describe.configure({ timeout: 60_000 })
// These tests are about the service worker: it runs here (the other files block it).
test.use({ serviceWorkers: 'allow' })

/**
 * Deploys a new version of the service worker on this worker's own portal, as a release
 * does: the served sw.js (and its precompressed copies, when the build made them) changes by
 * a few bytes, and stays so.
 */
function deployNewServiceWorker(portal: OwnPortal): void {
  const served = path.join(portal.clientDir, 'sw.js')
  const script = Buffer.concat([fs.readFileSync(served), Buffer.from(`\n// release ${Date.now()}\n`)])
  fs.writeFileSync(served, script)
  if (fs.existsSync(`${served}.gz`)) fs.writeFileSync(`${served}.gz`, gzipSync(script))
  if (fs.existsSync(`${served}.br`)) fs.writeFileSync(`${served}.br`, brotliCompressSync(script))
}

/** Opens a page with the service worker installed, then deploys a new version: the prompt that announces it. */
async function promptForNewVersion(page: Page, portal: OwnPortal, url: string, announcement: string) {
  await page.goto(url)
  await installServiceWorker(page)
  deployNewServiceWorker(portal)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update()
  })
  const prompt = page.getByRole('status').filter({ hasText: announcement })
  await expect(prompt).toBeVisible()
  return prompt
}

test('a new version announces itself and takes over only on the member’s say-so @phone', async ({ page, ownPortal }) => {
  await page.goto('/en/Login')
  await installServiceWorker(page)
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('91234567')

  deployNewServiceWorker(ownPortal)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update()
  })

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible()
  // Nothing reloads under the member: what they typed is still there.
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('91234567')
  await screenshot(page, 'update-prompt')

  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Update' }).click()
  await reloaded
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('')
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available' })).toHaveCount(0)
  const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)
  expect(waiting).toBeNull()
  expect(firstWorker).toContain('/sw.js')
})

test('a press the new version never hears still reloads the page, and the offer comes back until it is taken', async ({
  page,
  ownPortal,
}) => {
  const prompt = await promptForNewVersion(page, ownPortal, '/en/Login', 'A new version is available')
  // The waiting version never hears this first press (a stand-in for a message lost between the
  // page and the worker): the page must not be left with a button that does nothing.
  await page.evaluate(() => {
    const send = ServiceWorker.prototype.postMessage
    ServiceWorker.prototype.postMessage = function () {
      ServiceWorker.prototype.postMessage = send
    } as typeof send
  })
  const reloaded = page.waitForEvent('load')
  await prompt.getByRole('button', { name: 'Update' }).click()
  await reloaded
  // The old version still controls the page, and says so: the second press takes.
  const offeredAgain = page.getByRole('status').filter({ hasText: 'A new version is available' })
  const reloadedAgain = page.waitForEvent('load')
  await offeredAgain.getByRole('button', { name: 'Update' }).click()
  await reloadedAgain
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'A new version is available' })).toHaveCount(0)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull()
})

test('the prompt can be put off, and the page stays as it is', async ({ page, ownPortal }) => {
  const prompt = await promptForNewVersion(page, ownPortal, '/tc/Login', '已有新版本 — 請更新')
  await prompt.getByRole('button', { name: '稍後' }).click()
  await expect(prompt).toHaveCount(0)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true)
})

test('a message shown while the prompt waits comes above it, not over it @phone', async ({ page, ownPortal }) => {
  const prompt = await promptForNewVersion(page, ownPortal, '/sc/Login', '已有新版本 — 请更新')
  // A refused password is said at its field: a login the network drops is said in a toast.
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'))
  await fillLogin(page, 'sc', { phone: randomPhone(), password: 'Wrong#123' })
  const toast = page.getByRole('status').filter({ hasText: '网络或服务器暂时未能响应' })
  await expect(toast).toBeVisible()
  await toast.evaluate((region) => Promise.all(region.getAnimations({ subtree: true }).map((slide) => slide.finished)))
  const [toastBox, promptBox] = [(await toast.boundingBox())!, (await prompt.boundingBox())!]
  expect(toastBox.y + toastBox.height, 'the toast reaches into the prompt').toBeLessThanOrEqual(promptBox.y)
  expect(promptBox.y + promptBox.height, 'the prompt runs past the screen').toBeLessThanOrEqual(page.viewportSize()!.height)
  await expect(prompt.getByRole('button', { name: '更新' })).toBeVisible()
  await viewportScreenshot(page, 'toast-over-update-prompt-sc')
})
