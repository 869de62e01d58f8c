import { pdfFile } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { applyWithUnsentDocument, parkingApplication } from './support/parking-form.ts'
import { parkingTexts } from './support/parking-texts.ts'
import { screenshot } from './support/screens.ts'

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a document that cannot be sent follows the parking application and arrives once, back online (${lang})${inOneLanguage(lang, 'en')}`, async ({
    page,
    context,
  }) => {
    test.slow()
    const t = parkingTexts[lang]
    await applyWithUnsentDocument(page, lang, 'DC')
    await expect(page.getByText(t.toFollow)).toBeVisible()
    const outbox = page.getByRole('region', { name: t.kept })
    await expect(outbox.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toContainText(t.waiting)
    await screenshot(page, `parking-documents-follow-${lang}`, [360])

    // Kept on the device: a reload still has it.
    await page.reload()
    await expect(outbox.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toBeVisible()
    expect(await parkingApplication(page)).toMatchObject({ documentId: [], documentsToFollow: 1 })

    await context.setOffline(true)
    await page.unroute('**/api/uploadImage')
    await context.setOffline(false)
    await expect(outbox).toBeHidden()
    await expect(page.getByText(t.toFollow)).toBeHidden()
    const arrived = await parkingApplication(page)
    expect(arrived.documentId).toHaveLength(1)
    expect(arrived.documentsToFollow).toBe(0)
  })
}

test('logging out takes waiting documents off the device; back in, the application asks for them and takes them', async ({
  page,
}) => {
  test.slow()
  const t = parkingTexts.en
  const member = await applyWithUnsentDocument(page, 'en', 'DC')
  await expect(page.getByRole('region', { name: t.kept })).toBeVisible()

  await page.getByRole('button', { name: 'Logout' }).click()
  await page
    .getByRole('dialog', { name: 'Documents not sent yet' })
    .getByRole('button', { name: 'Log out and delete them' })
    .click()
  await expect(page).toHaveURL('/en/Login')
  await page.unroute('**/api/uploadImage')
  await logIn(page, 'en', member)
  await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.parking }).click()
  await expect(page.getByText(t.toFollow)).toBeVisible()
  await expect(page.getByRole('region', { name: t.kept })).toHaveCount(0)
  await page.getByLabel(t.files).setInputFiles([pdfFile('licence-again.pdf')])
  await expect(page.getByRole('listitem').filter({ hasText: 'licence-again.pdf' })).toBeVisible()
  await page.getByRole('button', { name: 'Send documents' }).click()
  await expect(page.getByText(t.toFollow)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Send documents' })).toHaveCount(0)
  expect(await parkingApplication(page)).toMatchObject({ documentsToFollow: 0 })
  expect((await parkingApplication(page)).documentId).toHaveLength(1)
})

test('proof of address that cannot be sent is kept with the form, follows the upgrade application, which goes to review when it arrives', async ({
  page,
  context,
}) => {
  test.slow()
  const member = await createMember()
  await logIn(page, 'en', member)
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Upgrade' }).click()
  await page.getByRole('checkbox', { name: 'Owner' }).check()
  const estate = page.getByRole('combobox', { name: 'Estate / building' })
  await estate.click()
  await estate.fill('Vision')
  await page.getByRole('option', { name: 'Vision City' }).click()

  await page.route('**/api/uploadImage', (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Choose files (up to 3)').setInputFiles([pdfFile('rates-notice.pdf')])
  await expect(page.getByRole('listitem').filter({ hasText: 'rates-notice.pdf' })).toContainText('waits for a connection')
  await expect(page.getByText('the document stays on this device and is sent after you submit')).toBeVisible()
  await screenshot(page, 'upgrade-document-waits', [360, 1366])

  // With no network at all the application is not sent, and what was entered stays, a reload too.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('No connection: your application was not sent.')).toBeVisible()
  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Owner' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Estate / building' })).toHaveValue('Vision City')
  await expect(page.getByRole('listitem').filter({ hasText: 'rates-notice.pdf' })).toContainText('waits for a connection')
  await page.getByRole('button', { name: 'Submit application' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Your application to upgrade to Privilege' })).toBeVisible()
  const outbox = page.getByRole('region', { name: 'Kept on this device' })
  await expect(outbox.getByRole('listitem').filter({ hasText: 'rates-notice.pdf' })).toContainText('Waiting to send')
  await expect(page.getByText('Waiting for your documents: please send them by')).toBeVisible()
  await screenshot(page, 'upgrade-documents-follow', [1366])

  await context.setOffline(true)
  await page.unroute('**/api/uploadImage')
  await context.setOffline(false)
  await expect(outbox).toBeHidden()
  // Complete now, the application is in review: nothing more to send.
  await expect(page.getByText('Waiting for your documents: please send them by')).toBeHidden()
  const application = await page.evaluate(async () => {
    const answer = await fetch('/api/getUpgradeForm', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })
    return ((await answer.json()) as { data: { status: string; addressDocumentId: string[] } }).data
  })
  expect(application.status).toBe('pending')
  expect(application.addressDocumentId).toHaveLength(1)
})
