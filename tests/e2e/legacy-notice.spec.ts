import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/** The group's club site, as the embedded legacy page: the real one is not reachable from the test machine. */
const stubClubSite = (page: Page) =>
  page.route('https://www.sino.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Sino Club</title><body style="font:20px sans-serif;padding:40px;background:#eef"><h1>Sino Club</h1><p>Legacy club site</p></body>',
    }),
  )

test('the landing page announces the new portal over the club site, and leads to either @phone', async ({ page }) => {
  await stubClubSite(page)
  await page.goto('/en/landing')
  const notice = page.getByRole('dialog', { name: 'Welcome to the new Sino Club portal' })
  await expect(notice).toBeVisible()
  await expect(page.locator('iframe[title="Sino Club website"]')).toHaveAttribute('src', 'https://www.sino.com/en/sino-club/')
  await expect(page.frameLocator('iframe[title="Sino Club website"]').getByText('Legacy club site')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(notice.getByRole('link', { name: 'Visit the Sino Club website' })).toHaveAttribute(
    'href',
    'https://www.sino.com/en/sino-club/',
  )
  await screenshot(page, 'landing')
  await notice.getByRole('link', { name: 'Go to the member portal' }).click()
  await expect(page).toHaveURL('/en/Login')
})

test('the maintenance page shows its notice in each language, over the club site @phone', async ({ page }) => {
  await stubClubSite(page)
  await page.goto('/tc/maintenance')
  const notice = page.getByRole('dialog', { name: '系統維護中' })
  await expect(notice).toContainText('會員平台正在進行系統維護')
  await expect(notice.getByRole('link', { name: '瀏覽信和會網站' })).toHaveAttribute('href', 'https://www.sino.com/tc/sino-club/')
  await screenshot(page, 'maintenance-tc')
  await notice.getByRole('button', { name: '關閉' }).first().click()
  await expect(notice).toBeHidden()
  await expect(page.frameLocator('iframe[title="信和會網站"]').getByText('Legacy club site')).toBeVisible()

  await page.goto('/sc/maintenance')
  await expect(page.getByRole('dialog', { name: '系统维护中' }).getByRole('link', { name: '浏览信和会网站' })).toBeVisible()
  await page.goto('/en/maintenance')
  await expect(
    page.getByRole('dialog', { name: 'Scheduled maintenance' }).getByRole('link', { name: 'Visit the Sino Club website' }),
  ).toBeVisible()
})
