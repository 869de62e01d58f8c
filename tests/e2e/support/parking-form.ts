import { expect, type Page } from '@playwright/test'
import type { Lang } from './fixtures.ts'
import { parkingTexts } from './parking-texts.ts'

/**
 * Opens the parking form from the menu of a signed-in Privilege member and fills in a car of
 * plate `${platePrefix}` and six random digits (its Octopus card takes the same digits), as
 * a member types it; the documents and the confirmation are left to the test.
 */
export async function fillParkingDetails(page: Page, lang: Lang, platePrefix: string): Promise<void> {
  const t = parkingTexts[lang]
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.parking }).click()
  await expect(page.getByRole('button', { name: t.submit })).toBeVisible()
  await page.getByRole('textbox', { name: t.plate }).fill(`${platePrefix}${digits}`)
  await page.getByRole('textbox', { name: t.card }).fill(`00${digits}`)
  await page.getByRole('textbox', { name: t.digit }).fill('3')
  await page.getByRole('combobox', { name: t.type }).selectOption({ label: t.typeName })
  await page.getByRole('textbox', { name: t.model }).fill('Honda Jazz')
}

/**
 * On the parking page of a signed-in member with an approved privilege: edits the car's model
 * and sends the change, which the page then shows in review.
 */
export async function requestModelChange(page: Page, lang: Lang, model: string): Promise<void> {
  const t = parkingTexts[lang]
  await page.goto(`/${lang}/my-account/sinoParking`)
  await page.getByRole('link', { name: t.edit }).click()
  await page.getByRole('textbox', { name: t.model }).fill(model)
  await page.getByRole('checkbox', { name: t.confirm }).check()
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByRole('region', { name: t.changeTitle })).toContainText(model)
}
