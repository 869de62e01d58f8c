import { expect, inOneLanguage, logIn, test } from './support/fixtures.ts'
import { profileTexts, toast } from './support/profile-editor.ts'
import { screenshot } from './support/screens.ts'

/** The estate list's own entry for an estate not on it, and the field it opens. */
const texts = {
  en: { other: 'Others', otherEstate: 'Name of estate / building' },
  tc: { other: '其他', otherEstate: '屋苑 / 大廈名稱' },
  sc: { other: '其他', otherEstate: '屋苑 / 大厦名称' },
} as const

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`${lang}: a building name typed for "Others" is not sent once a listed estate is picked${inOneLanguage(lang, 'tc')}`, async ({
    page,
    member,
  }) => {
    const p = profileTexts[lang]
    const t = texts[lang]
    await logIn(page, lang, member)
    await page.goto(`/${lang}/update-profile/contact-address`)
    await page.getByRole('radio', { name: p.yes }).check()
    const estate = page.getByRole('combobox', { name: p.estate })
    const pick = async (name: string) => {
      await estate.click()
      await estate.fill(name.slice(-2))
      await page.getByRole('listbox').getByRole('option', { name, exact: true }).click()
    }
    await pick(t.other)
    await page.getByRole('textbox', { name: t.otherEstate }).fill('Harbour View Mansion')
    await pick(p.estateName)
    await expect(page.getByRole('textbox', { name: t.otherEstate })).toHaveCount(0)
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page, p.contactAddressSaved)).toBeVisible()

    // What was kept is what was shown: the estate, and no building name behind it.
    await page.goto(`/${lang}/update-profile/contact-address`)
    await expect(estate).toHaveValue(p.estateName)
    await pick(t.other)
    await expect(page.getByRole('textbox', { name: t.otherEstate })).toHaveValue('')
    await screenshot(page, `hidden-value-not-kept-${lang}`, [390, 1366])
  })
}
