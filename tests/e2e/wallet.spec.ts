import type { Page } from '@playwright/test'
import { decideApplication, applyForUpgradeInEnglish } from './support/applications.ts'
import { expect, logIn, inOneLanguage, test, type Lang } from './support/fixtures.ts'
import { startOwnPortal } from './support/own-portal.ts'
import { screenshot } from './support/screens.ts'

// The portal under test signs passes with certificates made for the run (tests/e2e/support/serve.ts).
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const texts = {
  en: { apple: 'Add to Apple Wallet', google: 'Save to Google Wallet', venue: 'Show at venue', venueTitle: 'Membership card' },
  tc: { apple: '加入 Apple 錢包', google: '儲存至 Google 錢包', venue: '於場所出示', venueTitle: '會員卡' },
  sc: { apple: '添加到 Apple 钱包', google: '保存到 Google 钱包', venue: '在场所出示', venueTitle: '会员卡' },
} as const

/**
 * Presses Add to Apple Wallet and answers what the browser was handed: the page asks for a
 * short-lived link and opens it itself, with no session in it (no blob a home-screen app may
 * not hand to Wallet).
 */
async function addToAppleWallet(page: Page, lang: Lang) {
  const link = page.waitForResponse((response) => response.url().endsWith('/api/walletPassLink/apple'))
  const opened = page.waitForRequest((request) => request.url().includes('/api/walletPass/apple/byLink?key='))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: texts[lang].apple }).click()
  const request = await opened
  expect(request.isNavigationRequest()).toBe(true)
  expect(await request.headerValue('authorization')).toBeNull()
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toEqual(expect.any(String))
  expect(request.url()).not.toContain(String(token))
  expect((await link).status()).toBe(200)
  return { download: await download }
}

test.describe('on an iPhone', () => {
  test.use({ userAgent: iPhoneSafari })

  for (const lang of ['en', 'tc', 'sc'] as const) {
    test(`the card page and the venue card add the card to Apple Wallet (${lang})${inOneLanguage(lang, 'tc')}`, async ({
      page,
      member,
    }) => {
      await logIn(page, lang, member)
      await expect(page.getByRole('link', { name: texts[lang].google })).toHaveCount(0)
      const { download } = await addToAppleWallet(page, lang)
      expect(download.url()).toContain('/api/walletPass/apple/byLink?key=')
      expect(download.suggestedFilename()).toBe(`${member.clubMemberId}.pkpass`)
      // A pass is a zip: its first bytes say so.
      const bytes = await (await download.createReadStream()).toArray()
      expect(Buffer.concat(bytes).subarray(0, 2).toString()).toBe('PK')
      await screenshot(page, `wallet-apple-card-${lang}`)

      await page.getByRole('link', { name: texts[lang].venue }).click()
      await expect(page.getByRole('heading', { level: 1, name: texts[lang].venueTitle })).toBeVisible()
      const again = await addToAppleWallet(page, lang)
      expect(again.download.suggestedFilename()).toBe(`${member.clubMemberId}.pkpass`)
      await screenshot(page, `wallet-apple-venue-${lang}`)
    })
  }

  test('after an approved upgrade the card page offers the pass of the new tier', async ({ page, member }) => {
    test.setTimeout(60_000)
    await logIn(page, 'en', member)
    await addToAppleWallet(page, 'en')
    const outdated = page.getByRole('status').filter({ hasText: 'Your card in the wallet shows the old tier' })
    await expect(outdated).toHaveCount(0)

    await page.goto('/en/my-account/membershipUpgrade')
    await applyForUpgradeInEnglish(page)
    await expect(page).toHaveURL('/en/my-account/submitted')
    await decideApplication(member.clubMemberId, 'upgrade', 'approve')
    await page.goto('/en/my-account/Profile')
    await expect(page.getByRole('figure', { name: 'Privilege membership card' })).toBeVisible()
    await expect(outdated).toHaveText('Your card in the wallet shows the old tier: add the updated pass.')
    await screenshot(page, 'wallet-updated-pass')
    await addToAppleWallet(page, 'en')
    await expect(outdated).toHaveCount(0)
  })
})

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`elsewhere the card page and the venue card link to Google Wallet (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
    member,
  }) => {
    await logIn(page, lang, member)
    const save = page.getByRole('link', { name: texts[lang].google })
    await expect(save).toHaveAttribute('href', /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/)
    await expect(save).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('button', { name: texts[lang].apple })).toHaveCount(0)
    await screenshot(page, `wallet-google-card-${lang}`)

    await page.getByRole('link', { name: texts[lang].venue }).click()
    await expect(page.getByRole('heading', { level: 1, name: texts[lang].venueTitle })).toBeVisible()
    await expect(page.getByRole('link', { name: texts[lang].google })).toHaveAttribute('href', /^https:\/\/pay\.google\.com\//)
    await screenshot(page, `wallet-google-venue-${lang}`)
  })
}

test("the card page's buttons stay where they are when the wallet's button arrives after them", async ({ page, member }) => {
  let answerWallet = () => {}
  const walletHeld = new Promise<void>((resolve) => (answerWallet = resolve))
  await page.route('**/api/walletPasses', async (route) => {
    await walletHeld
    await route.continue()
  })
  await logIn(page, 'en', member)
  const update = page.getByRole('main').getByRole('link', { name: 'Update profile' })
  const before = await update.boundingBox()
  answerWallet()
  await expect(page.getByRole('link', { name: texts.en.google })).toBeVisible()
  // A press on its way to the button lands on it: nothing came in above it.
  expect(await update.boundingBox()).toEqual(before)
})

test('a portal that signs no passes offers no wallet, on an iPhone or elsewhere', async ({ browser }) => {
  // A portal of its own creates and migrates its database: longer than a test's 30 s on a busy machine.
  test.setTimeout(120_000)
  const portal = await startOwnPortal()
  try {
    for (const userAgent of [iPhoneSafari, undefined]) {
      const context = await browser.newContext({ baseURL: portal.url, ...(userAgent ? { userAgent } : {}) })
      const page = await context.newPage()
      const asked = page.waitForResponse((response) => response.url().endsWith('/api/walletPasses'))
      await logIn(page, 'en', await portal.createMember())
      expect(await (await asked).json()).toMatchObject({ data: { apple: false, googleSaveUrl: null } })
      await expect(page.getByRole('button', { name: texts.en.apple })).toHaveCount(0)
      await expect(page.getByRole('link', { name: texts.en.google })).toHaveCount(0)
      await context.close()
    }
  } finally {
    await portal.close()
  }
})
