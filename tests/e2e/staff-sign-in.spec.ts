import { expect, inOneLanguage, type Lang, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'
import { createStaff, signInAsStaff, staffSignInTexts } from './support/staff.ts'

/** A field's description: its error, after the mark that draws the eye to it. */
const saying = (text: string) => new RegExp(`${text.replaceAll('.', '\\.')}$`)

const refusals = {
  en: 'The e-mail, password or code is not right.',
  tc: '電郵、密碼或驗證碼不正確。',
  sc: '邮箱、密码或验证码不正确。',
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`${lang}: a refused staff sign-in is said at the password field until a field changes${inOneLanguage(lang, 'sc')}`, async ({
    page,
  }) => {
    const staff = await createStaff('reviewer')
    const t = staffSignInTexts[lang]
    await page.clock.install()
    await page.goto(`/${lang}/staff/login`)
    await signInAsStaff(page, lang, { ...staff, password: 'Wrong@2026' })
    const password = page.getByRole('textbox', { name: t.password, exact: true })
    await expect(password).toHaveAccessibleDescription(saying(refusals[lang]))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toBeFocused()
    await page.clock.runFor(60_000)
    await expect(page.getByText(refusals[lang])).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: refusals[lang] })).toHaveCount(0)
    await screenshot(page, `staff-sign-in-refused-${lang}`, [390, 1366])

    await password.fill(staff.password)
    await expect(page.getByText(refusals[lang])).toBeHidden()
    await expect(password).not.toHaveAttribute('aria-invalid')
  })
}
