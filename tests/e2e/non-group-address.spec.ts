import { expect, inOneLanguage, logIn, test } from './support/fixtures.ts'
import { profileTexts, toast } from './support/profile-editor.ts'
import { screenshot } from './support/screens.ts'

/** The answer "not in a group property", the list's own entry for an estate not on it, and the field it opens. */
const texts = {
  en: {
    no: 'No',
    other: 'Others',
    otherEstate: 'Name of estate / building',
    country: 'Country / region',
    hongKong: 'Hong Kong SAR',
    shaTin: 'Sha Tin',
  },
  tc: {
    no: '否',
    other: '其他',
    otherEstate: '屋苑 / 大廈名稱',
    country: '國家 / 地區',
    hongKong: '香港特別行政區',
    shaTin: '沙田區',
  },
  sc: {
    no: '否',
    other: '其他',
    otherEstate: '屋苑 / 大厦名称',
    country: '国家 / 地区',
    hongKong: '香港特别行政区',
    shaTin: '沙田区',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`${lang}: who does not live in a group property types their building at once, with no list to search${inOneLanguage(lang, 'sc')}`, async ({
    page,
    member,
  }) => {
    const p = profileTexts[lang]
    const t = texts[lang]
    await logIn(page, lang, member)
    await page.goto(`/${lang}/update-profile/contact-address`)
    await page.getByRole('radio', { name: t.no, exact: true }).check()
    // One answer: the estate is "other" already and its name is asked for.
    await expect(page.getByRole('combobox', { name: p.estate })).toHaveValue(t.other)
    const building = page.getByRole('textbox', { name: t.otherEstate })
    await expect(building).toBeVisible()
    await building.fill('Harbour View Mansion')
    // The home country, where none was given, keeps the building typed.
    await page.getByRole('combobox', { name: t.country }).selectOption({ label: t.hongKong })
    await expect(page.getByRole('combobox', { name: p.estate })).toHaveValue(t.other)
    await expect(building).toHaveValue('Harbour View Mansion')
    await page.getByRole('textbox', { name: p.street }).fill('12 Tai Koo Shing Road')
    const district = page.getByRole('combobox', { name: p.district, exact: true })
    await district.click()
    await district.fill(t.shaTin.slice(0, 2))
    await page.getByRole('listbox').getByRole('option', { name: t.shaTin, exact: true }).click()
    await screenshot(page, `non-group-address-${lang}`, [390, 1366])
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page, p.contactAddressSaved)).toBeVisible()

    await page.goto(`/${lang}/update-profile/contact-address`)
    await expect(page.getByRole('radio', { name: t.no, exact: true })).toBeChecked()
    await expect(building).toHaveValue('Harbour View Mansion')
  })
}
