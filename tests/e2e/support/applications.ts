import { expect, request as playwrightRequest, type Page } from '@playwright/test'
import { operate } from './operate.ts'

/**
 * Decides a member's upgrade or parking application as `npm run application:decide` does on
 * a running portal: the same operation, through the portal's operator socket; a rejection names
 * a reason by its code, with a note if any.
 */
export async function decideApplication(
  clubMemberId: string,
  kind: 'upgrade' | 'parking',
  decision: 'approve' | 'reject',
  rejection?: { reason: string; note?: string },
): Promise<void> {
  await operate(kind === 'upgrade' ? 'upgrade.decide' : 'parking.decide', { clubMemberId, decision, ...rejection })
}

/** A small PDF, as a scanned document would be sent. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n'), Buffer.from('\n%%EOF\n')]),
})

/**
 * A member's parking application made through the API as their phone would send it, with one
 * document (or, `documentFollows`, with its document still to come from the device), for a car
 * of its own or of `plate`; answers its plate.
 */
export async function applyForParking(
  baseURL: string,
  member: { phone: string; password: string },
  { documentFollows = false, plate: givenPlate }: { documentFollows?: boolean; plate?: string } = {},
): Promise<{ plate: string }> {
  const api = await playwrightRequest.newContext({ baseURL })
  const login = await (
    await api.post('/api/login', { data: { countryCode: 1, phoneNumber: member.phone, password: member.password } })
  ).json()
  const authorization = `Bearer ${login.data.token}`
  const file = pdfFile('licence.pdf')
  const upload = await (await api.post('/api/uploadImage', { headers: { authorization }, multipart: { image: file } })).json()
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  const plate = givenPlate ?? `ST${digits}`
  const created = await api.post('/api/createParkingForm', {
    headers: { authorization },
    data: {
      vehicleNumber: plate,
      octopusCardNumber: `01${digits}`,
      octopusCardLastNumber: '3',
      vehicleTypeId: 1,
      vehicleModel: 'Tesla Model Y',
      documentId: documentFollows ? [] : [upload.data.id],
      ...(documentFollows ? { documentsToFollow: 1 } : {}),
      termsAccepted: true,
    },
  })
  expect((await created.json()).success).toBe(true)
  await api.dispose()
  return { plate }
}

/** Fills the upgrade form on its page in English as an owner in Vision City with a rates bill, and sends it. */
export async function applyForUpgradeInEnglish(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Owner' }).check()
  const estate = page.getByRole('combobox', { name: 'Estate / building' })
  await estate.click()
  await estate.fill('Vision')
  await page.getByRole('option', { name: 'Vision City' }).click()
  await page.getByLabel('Choose files (up to 3)').setInputFiles([pdfFile('rates-bill.pdf')])
  await expect(page.getByRole('listitem').filter({ hasText: 'rates-bill.pdf' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit application' }).click()
}
