import type { Locator, Page } from '@playwright/test'
import { expect, fillLogin, loginTexts, test, type Lang } from './support/fixtures.ts'
import { randomPhone } from './support/outbox.ts'
import { viewportScreenshot } from './support/screens.ts'

const langs = ['en', 'tc', 'sc'] as const

/** The club's one name in each language, the names it must not go by there, and a login that found no network. */
const texts = {
  en: { brand: 'Sino Club', foreign: ['信和會', '信和会'], unsent: 'The network or server did not respond' },
  tc: { brand: '信和會', foreign: ['信和会', 'Sino Club'], unsent: '網絡或伺服器暫時未能回應' },
  sc: { brand: '信和会', foreign: ['信和會', 'Sino Club'], unsent: '网络或服务器暂时未能响应' },
} as const

type Box = { x: number; y: number; width: number; height: number }

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${String(locator)} is not shown`)
  return box
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const heading = (page: Page, lang: Lang) => page.getByRole('heading', { level: 1, name: loginTexts[lang].heading })
const loginButton = (page: Page, lang: Lang) => page.getByRole('button', { name: loginTexts[lang].submit, exact: true })

/** A login the network dropped: the failure comes as a toast, measured once it has come to rest. */
async function showToast(page: Page, lang: Lang): Promise<Box> {
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'))
  await page.goto(`/${lang}/Login`)
  await expect(heading(page, lang)).toBeVisible()
  await fillLogin(page, lang, { phone: randomPhone(), password: 'Wrong#123' })
  const toast = page.getByRole('status').filter({ hasText: texts[lang].unsent })
  await expect(toast).toBeVisible()
  await toast.evaluate((region) => Promise.all(region.getAnimations({ subtree: true }).map((slide) => slide.finished)))
  return boxOf(toast)
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const lang of langs) {
    test(`${lang}: a toast leaves the heading and the Login button in view @phone`, async ({ page }) => {
      const toast = await showToast(page, lang)
      expect(overlap(toast, await boxOf(heading(page, lang))), 'the toast covers the heading').toBe(false)
      expect(overlap(toast, await boxOf(loginButton(page, lang))), 'the toast covers the Login button').toBe(false)
      expect(toast.y + toast.height, 'the toast runs past the screen').toBeLessThanOrEqual(740)
      await viewportScreenshot(page, `toast-${lang}-360`)
    })
  }
})

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const lang of langs) {
    test(`${lang}: a toast shows within the content column, not in the far corner`, async ({ page }) => {
      const toast = await showToast(page, lang)
      const column = await boxOf(page.getByRole('main'))
      const centre = toast.x + toast.width / 2
      expect(centre).toBeGreaterThanOrEqual(column.x)
      expect(centre).toBeLessThanOrEqual(column.x + column.width)
      expect(toast.x, 'the toast starts left of the column').toBeGreaterThanOrEqual(column.x)
      expect(toast.x + toast.width, 'the toast ends right of the column').toBeLessThanOrEqual(column.x + column.width)
      expect(overlap(toast, await boxOf(heading(page, lang))), 'the toast covers the heading').toBe(false)
      await viewportScreenshot(page, `toast-${lang}-1280`)
    })
  }
})

for (const lang of langs) {
  const { brand, foreign } = texts[lang]
  test(`${lang}: the login page calls the club ${brand} in its title and header, and by no other name`, async ({ page }) => {
    await page.goto(`/${lang}/Login`)
    await expect(heading(page, lang)).toBeVisible()
    await expect(page).toHaveTitle(`${loginTexts[lang].heading} | ${brand}`)
    await expect(page.getByRole('banner').getByText(brand, { exact: true })).toBeVisible()
    // What a person reads: the text of the rendered page, not the <noscript> note of every language.
    for (const name of foreign) await expect(page.locator('body')).not.toContainText(name, { useInnerText: true })
  })
}
