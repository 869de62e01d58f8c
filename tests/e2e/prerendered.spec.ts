import { expect, loginTexts, test, type Lang } from './support/fixtures.ts'

const langs = ['en', 'tc', 'sc'] as const satisfies readonly Lang[]
const brand = { en: 'Sino Club', tc: '信和會', sc: '信和会' } as const
const membershipTypes = { en: 'Different Membership Types', tc: '會籍類別', sc: '会籍类别' } as const

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of langs) {
    test(`${lang}: the login page already shows its form and text, waiting to be usable`, async ({ page }) => {
      const texts = loginTexts[lang]
      await page.goto(`/${lang}/Login`)
      await expect(page).toHaveTitle(`${texts.heading} | ${brand[lang]}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : lang === 'tc' ? 'zh-HK' : 'zh-CN')
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible()
      // Shown, and not taking input that the script would drop when it takes the page over.
      await expect(page.getByRole('textbox', { name: texts.mobile })).toBeDisabled()
      await expect(page.getByRole('textbox', { name: texts.password, exact: true })).toBeDisabled()
      await expect(page.getByRole('button', { name: texts.submit, exact: true })).toBeDisabled()
    })

    test(`${lang}: an information page already shows its text`, async ({ page }) => {
      await page.goto(`/${lang}/different-membership-types`)
      await expect(page.getByRole('heading', { level: 1, name: membershipTypes[lang] })).toBeVisible()
    })
  }
})

test('the script takes the login page over without a blank moment, and its form then works', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!
      const seen = { blank: 0 }
      Object.assign(window, { prerenderWatch: seen })
      new MutationObserver(() => {
        if (!root.querySelector('h1')) seen.blank++
      }).observe(root, { childList: true, subtree: true })
    })
  })
  await page.goto('/en/Login')
  const phone = page.getByRole('textbox', { name: loginTexts.en.mobile })
  await expect(phone).toBeEnabled()
  await phone.fill('91234567')
  await expect(phone).toHaveValue('91234567')
  expect(await page.evaluate(() => (window as unknown as { prerenderWatch: { blank: number } }).prerenderWatch.blank)).toBe(0)
})
