import type { Page } from '@playwright/test'
import { expect, logIn, test, type Lang } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/** Pages anyone can open, and pages of a logged-in member: none may be wider than a small phone. */
const publicPaths = [
  'Login',
  'registration',
  'forgot-password',
  'landing',
  'maintenance',
  'expired',
  'different-membership-types',
  'explanation-privilege-membership',
  'personal-information-collection-statement',
  'privilege-membership-document',
  'sino-parking-document',
  'upload-receipt?id=AAAAAAAAAAAAAAAAAAAAAA',
]
const memberPaths = [
  'my-account/Profile',
  'update-profile',
  'update-profile/basic-info',
  'update-profile/personal-profile',
  'update-profile/contact-address',
  'update-profile/interest',
  'update-profile/others',
  'update-profile/change-password',
  'my-account/membershipUpgrade',
  'my-account/sinoParking',
]
/** The narrowest phone first: a page that fits it is laid out again, not reloaded, at the next. */
const widths = [320, 360] as const

/** How far the page reaches past the right edge of the viewport, in CSS pixels. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

async function expectNoOverflow(page: Page, paths: string[], lang: Lang) {
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0], height: 700 })
    await page.goto(`/${lang}/${path}`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    for (const width of widths) {
      await page.setViewportSize({ width, height: 700 })
      await expect.poll(() => overflow(page), `/${lang}/${path} at ${width} px`).toBeLessThanOrEqual(0)
      await screenshot(page, `${lang}-${path.replace(/[/?=]/g, '-')}-${width}`)
    }
  }
}

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`${lang}: no page is wider than a 320 or 360 px phone`, async ({ page, member }) => {
    // About twenty pages, each loaded once.
    test.slow()
    await expectNoOverflow(page, publicPaths, lang)
    await logIn(page, lang, member)
    await expectNoOverflow(page, memberPaths, lang)
  })
}
