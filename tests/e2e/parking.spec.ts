import { decideApplication, pdfFile } from './support/applications.ts'
import { createMember, expect, logIn, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/** A plate and an Octopus card of this test alone. */
const uniqueVehicle = () => {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  return { plate: `XY${digits}`, card: `00${digits}` }
}

test('a Privilege member applies for parking, waits, and once approved sees the privilege and edits it', async ({ page }) => {
  test.slow()
  const { plate, card } = uniqueVehicle()
  const member = await createMember({ tier: 'privilege' })
  await logIn(page, 'en', member)
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Parking' }).click()
  await expect(page).toHaveURL('/en/my-account/sinoParking')
  await expect(page.getByRole('heading', { level: 1, name: 'Sino Parking Privilege' })).toBeVisible()

  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Please enter the vehicle registration number')).toBeVisible()
  await expect(page.getByText('Please confirm and accept the terms')).toBeVisible()

  await page
    .getByRole('textbox', { name: 'Vehicle registration number' })
    .fill(`${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`)
  await page.getByRole('textbox', { name: 'Octopus card number' }).fill('1234567A')
  await page.getByRole('textbox', { name: 'Digit in brackets' }).fill('8')
  await expect(page.getByText('Digits only')).toBeVisible()
  await page.getByRole('textbox', { name: 'Octopus card number' }).fill(card)
  await page.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Private Car' })
  await page.getByRole('textbox', { name: 'Vehicle make and model' }).fill('Toyota Alphard')
  await page.getByLabel('Choose files (up to 3)').setInputFiles([pdfFile('vehicle-licence.pdf')])
  await expect(page.getByRole('listitem').filter({ hasText: 'vehicle-licence.pdf' })).toBeVisible()
  await page.getByRole('checkbox', { name: /I confirm that I am the registered owner/ }).check()
  await screenshot(page, 'parking-form', [360])
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Application received')).toBeVisible()

  await decideApplication(member.clubMemberId, 'parking', 'approve')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your parking privilege' })).toBeVisible()
  await expect(page.getByText(plate, { exact: true })).toBeVisible()
  await expect(page.getByText(`${card}(8)`, { exact: true })).toBeVisible()
  await expect(page.getByText('Private Car', { exact: true })).toBeVisible()
  await expect(page.getByText('25% off hourly parking', { exact: true })).toBeVisible()
  await expect(page.getByText(`31 December ${new Date().getFullYear()}`, { exact: true })).toBeVisible()
  await screenshot(page, 'parking-approved', [1366, 360])

  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL('/en/my-account/updateParking')
  await expect(page.getByRole('textbox', { name: 'Vehicle registration number' })).toHaveValue(plate)
  await page.getByRole('textbox', { name: 'Vehicle make and model' }).fill('Honda Jazz')
  await page.getByRole('checkbox', { name: /I confirm that I am the registered owner/ }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL('/en/my-account/sinoParking')
  await expect(page.getByText('Application received')).toBeVisible()
})

test('an Ordinary member reads what the parking privilege is and finds the way to Privilege', async ({ page, member }) => {
  await logIn(page, 'tc', member)
  await page.getByRole('navigation', { name: '我的帳戶' }).getByRole('link', { name: '泊車禮遇' }).click()
  await expect(page.getByRole('heading', { name: '泊車優惠只適用於尊尚會員' })).toBeVisible()
  await page.getByRole('link', { name: '升級至尊尚會員' }).click()
  await expect(page).toHaveURL('/tc/my-account/membershipUpgrade')
})
