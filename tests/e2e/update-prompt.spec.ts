import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { expect, test } from './support/fixtures.ts'
import { installServiceWorker, screenshot } from './support/offline.ts'

// These tests install the service worker and go offline: more steps than most.
test.describe.configure({ timeout: 60_000 })

const served = path.join(process.cwd(), 'dist', 'client', 'sw.js')

/**
 * Deploys a new version of the service worker: the served sw.js (and its precompressed
 * copies, when the build made them) changes by a few bytes. Returns what puts the old one back.
 */
function deployNewServiceWorker(): () => void {
  const files = [served, `${served}.gz`, `${served}.br`].filter((file) => fs.existsSync(file))
  const originals = new Map(files.map((file) => [file, fs.readFileSync(file)]))
  const script = Buffer.concat([originals.get(served)!, Buffer.from(`\n// release ${Date.now()}\n`)])
  fs.writeFileSync(served, script)
  if (originals.has(`${served}.gz`)) fs.writeFileSync(`${served}.gz`, gzipSync(script))
  if (originals.has(`${served}.br`)) fs.writeFileSync(`${served}.br`, brotliCompressSync(script))
  return () => originals.forEach((bytes, file) => fs.writeFileSync(file, bytes))
}

test('a new version announces itself and takes over only on the member’s say-so @phone', async ({ page }, testInfo) => {
  await page.goto('/en/Login')
  await installServiceWorker(page)
  const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('91234567')

  const restore = deployNewServiceWorker()
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update()
    })
  } finally {
    restore()
  }

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible()
  // Nothing reloads under the member: what they typed is still there.
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('91234567')
  await screenshot(page, testInfo, 'update-prompt')

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

test('the prompt can be put off, and the page stays as it is', async ({ page }) => {
  await page.goto('/tc/Login')
  await installServiceWorker(page)
  const restore = deployNewServiceWorker()
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update()
    })
  } finally {
    restore()
  }
  const prompt = page.getByRole('status').filter({ hasText: '已有新版本 — 請更新' })
  await expect(prompt).toBeVisible()
  await prompt.getByRole('button', { name: '稍後' }).click()
  await expect(prompt).toHaveCount(0)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true)
})
