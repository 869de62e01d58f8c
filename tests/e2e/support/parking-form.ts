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
