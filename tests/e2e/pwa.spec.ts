import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { installServiceWorker } from './support/offline.ts'

// These tests are about the service worker: it runs here (the other files block it).
test.use({ serviceWorkers: 'allow' })

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

test('the web app manifest describes an installable app', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    name: 'Sino Club',
    short_name: 'Sino Club',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b2545',
    background_color: '#f6f5f2',
  })
  const purposes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)
  expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const response = await request.get(icon.src)
    expect(response.headers()['content-type']).toBe(icon.type)
    const { width, height } = pngSize(await response.body())
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
})

test('a service worker takes over the page and Chromium finds nothing against installing', async ({ baseURL, launchOptions }) => {
  // Installing needs an ordinary browser profile: Playwright's usual contexts count as incognito.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'install-'))
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
  try {
    const page = await context.newPage()
    await page.goto('/en/Login')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${baseURL}/`)
    const cdp = await context.newCDPSession(page)
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
})

test('once the service worker has the shell, page paths open with the network off', async ({ page, context }) => {
  await page.goto('/en/Login')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await context.setOffline(true)
  await page.goto('/tc/Login')
  await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: '國家／地區編號' })).toHaveValue('1')
})

test('a first install cut off by the line is tried again while the page stays open', async ({ page, context }) => {
  // The first of the worker's downloads of the app fails, as on a line that drops for a moment.
  let cut: string | undefined
  await context.route('**/assets/**', async (route) => {
    if (cut === undefined && route.request().serviceWorker()) {
      cut = route.request().url()
      await route.abort('connectionreset')
    } else await route.fallback()
  })
  await page.goto('/en/Login')
  await expect.poll(() => cut, 'a download of the worker cut off').toBeDefined()
  await installServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/sc/Login')
  await expect(page.getByRole('heading', { level: 1, name: '会员登录' })).toBeVisible()
})

test('the service worker precaches the member pages and none of the staff console', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text()
  const urls = [...worker.matchAll(/"url":"([^"]+\.js)"/g)].map((match) => match[1]!)
  expect(urls.some((url) => /\/login-[\w-]+\.js$/.test(url))).toBe(true)
  for (const url of urls) {
    const script = await (await request.get(`/${url}`)).text()
    // The console's calls and its English texts: neither is in anything a member's device keeps.
    expect([url, script.includes('/api/staff/') || script.includes('Sino Club staff console')]).toEqual([url, false])
  }
})
