import { expect, type Page } from '@playwright/test'
import { pdfFile } from './applications.ts'
import { createMember, type Lang, logIn, type Member } from './fixtures.ts'
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

/** The member's newest parking application as the portal keeps it, read with their own session. */
export const parkingApplication = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('token') ?? ''
    const answer = await fetch('/api/getParkingForm', { headers: { authorization: `Bearer ${token}` } })
    return ((await answer.json()) as { data: { documentId: string[]; documentsToFollow: number } }).data
  })

/**
 * A new Privilege member's parking application, sent on a line that carries the small form but
 * drops every document upload: its document waits on the device. Answers the member.
 */
export async function applyWithUnsentDocument(page: Page, lang: Lang, platePrefix: string): Promise<Member> {
  const t = parkingTexts[lang]
  const member = await createMember({ tier: 'privilege' })
  await logIn(page, lang, member)
  await page.route('**/api/uploadImage', (route) => route.abort('internetdisconnected'))
  await fillParkingDetails(page, lang, platePrefix)
  await page.getByLabel(t.files).setInputFiles([pdfFile('licence.pdf')])
  await expect(page.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toContainText(t.waitsForConnection)
  await page.getByRole('checkbox', { name: t.confirm }).check()
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByText(t.received)).toBeVisible()
  return member
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
