import type { Page } from '@playwright/test'
import { expect, logIn, test } from './support/fixtures.ts'
import { installServiceWorker, persistedMemberId } from './support/offline.ts'
import { screenshot } from './support/screens.ts'

// Each test logs in, installs the service worker and starts again offline: more steps than most.
test.describe.configure({ timeout: 60_000 })
// These tests are about the service worker: it runs here (the other files block it).
test.use({ serviceWorkers: 'allow' })

/** A stand-in for the Screen Wake Lock API that counts what the page asks of it. */
function recordWakeLocks(page: Page) {
  return page.addInitScript(() => {
    const record = { requests: 0, releases: 0, held: [] as (EventTarget & { released: boolean })[] }
    const release = (sentinel: EventTarget & { released: boolean }) => {
      if (sentinel.released) return
      sentinel.released = true
      sentinel.dispatchEvent(new Event('release'))
    }
    Object.assign(window, { wakeLocks: record })
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          record.requests++
          const sentinel = Object.assign(new EventTarget(), {
            released: false,
            type: 'screen',
            release: async () => {
              if (!sentinel.released) record.releases++
              release(sentinel)
            },
          })
          record.held.push(sentinel)
          return sentinel
        },
      },
    })
    // What the browser does when the page is hidden: it drops every lock by itself.
    Object.assign(window, { dropWakeLocks: () => record.held.forEach(release) })
  })
}

const wakeLocks = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLocks: { requests: number; releases: number } }).wakeLocks)

test('after one visit online, the portal opens offline on the card, member ID and QR code @phone', async ({
  page,
  context,
  member,
}) => {
  await logIn(page, 'tc', member)
  await installServiceWorker(page)
  await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '我的帳戶' })).toBeVisible()
  await expect(page.getByRole('figure', { name: '普通會員卡' })).toContainText(member.clubMemberId)
  await expect(page.getByRole('status').filter({ hasText: /^離線中 — 最後更新於 / })).toBeVisible()
  await screenshot(page, 'profile-offline')
  await page.getByRole('button', { name: '顯示二維碼' }).click()
  const qr = page.getByRole('dialog', { name: `會員編號 ${member.clubMemberId}` })
  await expect(qr.getByRole('img', { name: `會員編號 ${member.clubMemberId}` })).toBeVisible()

  // The app opened afresh, not just the same tab reloaded.
  const reopened = await context.newPage()
  await reopened.goto('/en/my-account/Profile')
  await expect(reopened.getByRole('figure', { name: 'Ordinary membership card' })).toContainText(member.clubMemberId)
  await expect(reopened.getByText(/^Offline — last updated /)).toBeVisible()
})

test('the card to show at a venue fills the screen, keeps it on, and works offline @phone', async ({ page, context, member }) => {
  await recordWakeLocks(page)
  await logIn(page, 'en', member)
  await installServiceWorker(page)
  await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)
  await context.setOffline(true)
  await page.reload()

  await page.getByRole('link', { name: 'Show at venue' }).click()
  await expect(page).toHaveURL('/en/my-account/card')
  await expect(page.getByRole('heading', { level: 1, name: 'Membership card' })).toBeVisible()
  const code = page.getByRole('img', { name: `Member ID ${member.clubMemberId}` })
  await expect(code).toBeVisible()
  const box = (await code.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(Math.min(page.viewportSize()!.width * 0.8, 480))
  await expect(page.getByText(member.clubMemberId)).toBeVisible()
  await expect(page.getByText('The screen stays on while this is shown.')).toBeVisible()
  await expect(page.getByText(/^Offline — last updated /)).toBeVisible()
  await screenshot(page, 'venue-card-offline')
  expect(await wakeLocks(page)).toEqual({ requests: 1, releases: 0, held: expect.anything() })

  // Hidden and shown again: the browser dropped the lock, the view asks for it again.
  await page.evaluate(() => {
    ;(window as unknown as { dropWakeLocks: () => void }).dropWakeLocks()
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(async () => (await wakeLocks(page)).requests).toBe(2)

  await page.getByRole('link', { name: 'Done' }).click()
  await expect(page).toHaveURL('/en/my-account/Profile')
  expect((await wakeLocks(page)).releases).toBe(1)

  // Straight to the card, the app opened with no network.
  await page.goto('/sc/my-account/card')
  await expect(page.getByRole('heading', { level: 1, name: '会员卡' })).toBeVisible()
  await expect(page.getByRole('img', { name: `会员编号 ${member.clubMemberId}` })).toBeVisible()
})

test('logging out removes the kept profile: offline afterwards there is no card', async ({ page, context, member }) => {
  await logIn(page, 'en', member)
  await installServiceWorker(page)
  await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)
  const token = await page.evaluate(() => localStorage.getItem('token'))

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/en/Login')
  expect(await persistedMemberId(page)).toBeNull()

  // Even a token left behind would find no card on the device.
  await page.evaluate((stale) => localStorage.setItem('token', stale!), token)
  await context.setOffline(true)
  await page.goto('/en/my-account/Profile')
  await expect(page.getByRole('alert')).toContainText('Your membership details could not be loaded.')
  await expect(page.getByRole('figure')).toHaveCount(0)
  await expect(page.getByText(member.clubMemberId)).toHaveCount(0)
})

test('a session that expired (601) removes the kept profile before the member answers the dialog', async ({ page, member }) => {
  await logIn(page, 'en', member)
  await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)
  await page.route('**/api/getProfile', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        returnCode: 601,
        msg: 'Your session has expired. Please log in again.',
        data: null,
      }),
    }),
  )
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Session expired' })).toBeVisible()
  await expect.poll(() => persistedMemberId(page)).toBeNull()
})

test('a dropped network is not a logout: the member stays in, and the card comes back online', async ({
  page,
  context,
  member,
}) => {
  await logIn(page, 'en', member)
  await installServiceWorker(page)
  await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(/^Offline — last updated /)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('figure', { name: 'Ordinary membership card' })).toContainText(member.clubMemberId)
  await expect(page.getByText(/^Offline — last updated /)).toHaveCount(0)
})
