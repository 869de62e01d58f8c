import { createMember, expect, logIn, onPhone, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/**
 * A member finds their estate by what they know of it: its name in another language than the
 * page's, or its street.
 */
const cases = [
  {
    lang: 'en',
    menu: 'My account',
    upgrade: 'Upgrade',
    owner: 'Owner',
    estate: 'Estate / building',
    typed: '萬景',
    found: 'Vision City',
  },
  { lang: 'tc', menu: '我的帳戶', upgrade: '升級會籍', owner: '業主', estate: '屋苑 / 大廈', typed: 'vision', found: '萬景峯' },
  { lang: 'sc', menu: '我的账户', upgrade: '升级会籍', owner: '业主', estate: '屋苑 / 大厦', typed: 'Yeung Uk', found: '万景峯' },
] as const

for (const t of cases) {
  test(`the estate search finds an estate by "${t.typed}" (${t.lang})${onPhone(t.lang, 'sc')}`, async ({ page }) => {
    await logIn(page, t.lang, await createMember())
    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.upgrade }).click()
    await page.getByRole('checkbox', { name: t.owner }).check()
    const estate = page.getByRole('combobox', { name: t.estate })
    await estate.click()
    await estate.fill(t.typed)
    await expect(page.getByRole('option', { name: t.found })).toBeVisible()
    await screenshot(page, `estate-search-${t.lang}`, [360])
    await page.getByRole('option', { name: t.found }).click()
    await expect(estate).toHaveValue(t.found)
  })
}
