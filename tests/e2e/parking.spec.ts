import { decideApplication, pdfFile } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { parkingTexts } from './support/parking-texts.ts'
import { screenshot } from './support/screens.ts'

/** A plate and an Octopus card of this test alone. */
const uniqueVehicle = () => {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  return { plate: `XY${digits}`, card: `00${digits}` }
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a Privilege member applies for parking, waits, and once approved sees the privilege and changes its car, which stays approved until the change is (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
  }) => {
    test.slow()
    const t = parkingTexts[lang]
    const { plate, card } = uniqueVehicle()
    const member = await createMember({ tier: 'privilege' })
    await logIn(page, lang, member)
    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.parking }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/sinoParking`)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()

    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.plateRequired)).toBeVisible()
    await expect(page.getByText(t.termsRequired)).toBeVisible()

    await page.getByRole('textbox', { name: t.plate }).fill(`${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`)
    await page.getByRole('textbox', { name: t.card }).fill('1234567A')
    await page.getByRole('textbox', { name: t.digit }).fill('8')
    await expect(page.getByText(t.digitsOnly)).toBeVisible()
    await page.getByRole('textbox', { name: t.card }).fill(card)
    await page.getByRole('combobox', { name: t.type }).selectOption({ label: t.typeName })
    await page.getByRole('textbox', { name: t.model }).fill('Toyota Alphard')
    await page.getByLabel(t.files).setInputFiles([pdfFile('vehicle-licence.pdf')])
    await expect(page.getByRole('listitem').filter({ hasText: 'vehicle-licence.pdf' })).toBeVisible()
    await page.getByRole('checkbox', { name: t.confirm }).check()
    await screenshot(page, `parking-form-${lang}`, [360])
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.received)).toBeVisible()

    await decideApplication(member.clubMemberId, 'parking', 'approve')
    await page.reload()
    await expect(page.getByRole('heading', { name: t.approved })).toBeVisible()
    await expect(page.getByText(plate, { exact: true })).toBeVisible()
    await expect(page.getByText(`${card}(8)`, { exact: true })).toBeVisible()
    await expect(page.getByText(t.typeName, { exact: true })).toBeVisible()
    await expect(page.getByText(t.discount, { exact: true })).toBeVisible()
    await expect(page.getByText(t.validTo(new Date().getFullYear()), { exact: true })).toBeVisible()
    await screenshot(page, `parking-approved-${lang}`, [1366, 360])

    await page.getByRole('link', { name: t.edit }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/updateParking`)
    await expect(page.getByRole('textbox', { name: t.plate })).toHaveValue(plate)
    await page.getByRole('textbox', { name: t.model }).fill('Honda Jazz')
    await page.getByRole('checkbox', { name: t.confirm }).check()
    await page.getByRole('button', { name: t.save }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/sinoParking`)

    // The approved privilege stays in force while the change is reviewed, and the page says what changes.
    await expect(page.getByRole('heading', { name: t.approved })).toBeVisible()
    await expect(page.getByText('Toyota Alphard', { exact: true })).toBeVisible()
    const change = page.getByRole('region', { name: t.changeTitle })
    await expect(change.getByRole('definition')).toHaveText([/Toyota Alphard.*Honda Jazz/])
    await expect(change.getByRole('term')).toHaveText([t.model])
    await expect(page.getByText(t.received)).toHaveCount(0)
    await screenshot(page, `parking-change-${lang}`, [360])

    await decideApplication(member.clubMemberId, 'parking', 'approve')
    await page.reload()
    await expect(page.getByText('Honda Jazz', { exact: true })).toBeVisible()
    await expect(page.getByText(plate, { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: t.changeTitle })).toHaveCount(0)
  })
}

test('an Ordinary member reads what the parking privilege is and finds the way to Privilege', async ({ page, member }) => {
  await logIn(page, 'tc', member)
  await page.getByRole('navigation', { name: '我的帳戶' }).getByRole('link', { name: '泊車優惠' }).click()
  await expect(page.getByRole('heading', { name: '泊車優惠只適用於尊尚會員' })).toBeVisible()
  await page.getByRole('link', { name: '升級至尊尚會員' }).click()
  await expect(page).toHaveURL('/tc/my-account/membershipUpgrade')
})
