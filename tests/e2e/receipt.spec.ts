import { expect, inOneLanguage, test, type Lang } from './support/fixtures.ts'
import { createReceiptIds, keptUploads, receiptPhoto, receiptTexts, uploadDirectly } from './support/receipts.ts'
import { screenshot } from './support/screens.ts'

// Attendees upload from their phones: these run on the phone project.

for (const lang of ['en', 'tc', 'sc'] as const satisfies Lang[]) {
  test(`an attendee uploads a receipt once, in ${lang}${inOneLanguage(lang, 'sc')}`, async ({ page, request }) => {
    const texts = receiptTexts[lang]
    const [id] = await createReceiptIds()
    await page.goto(`/${lang}/upload-receipt?id=${id}`)
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible()
    // Reached by link: no portal navigation.
    await expect(page.getByRole('banner')).toHaveCount(0)
    await screenshot(page, `receipt-form-${lang}`)
    await page.getByLabel(texts.file).setInputFiles(receiptPhoto())
    await page.getByRole('button', { name: texts.submit }).click()
    // The result takes the place of the form and of its focus.
    await expect(page.getByRole('heading', { level: 2, name: texts.success })).toBeFocused()
    await screenshot(page, `receipt-done-${lang}`)
    expect(await uploadDirectly(request, id!)).toMatchObject({ success: false, returnCode: 801 })

    // The same link again: once only, said as the page opens, with no form to fill in for nothing.
    await page.goto(`/${lang}/upload-receipt?id=${id}`)
    await expect(page.getByRole('heading', { level: 2, name: texts.already })).toBeVisible()
    await expect(page.getByRole('button', { name: texts.submit })).toHaveCount(0)
    await screenshot(page, `receipt-used-${lang}`)
  })
}

test('without an id the page says Missing Id @phone', async ({ page }) => {
  await page.goto('/en/upload-receipt')
  await expect(page.getByRole('alert')).toContainText('Missing Id')
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
  await screenshot(page, 'receipt-missing-id')
  await page.goto('/en/upload-receipt?id=not-a-receipt-id')
  await expect(page.getByRole('alert')).toContainText('Missing Id')
})

test('the form refuses a missing file and other file types before sending', async ({ page }) => {
  const [id] = await createReceiptIds()
  await page.goto(`/en/upload-receipt?id=${id}`)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please choose a file')).toBeVisible()
  await page
    .getByLabel('Receipt image')
    .setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByText('Only JPEG, JPG or PNG files are accepted')).toBeVisible()

  // Named like a photo, but not one: stopped by its first bytes, nothing sent, the link still free.
  const uploads: string[] = []
  page.on('request', (sent) => sent.url().includes('/api/uploadReceipt') && uploads.push(sent.url()))
  await page
    .getByLabel('Receipt image')
    .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text') })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('The file given is not an image')).toBeVisible()
  expect(uploads).toEqual([])
  await expect(keptUploads(page)).toHaveCount(0)
})

test('a link no operator issued says so as the page opens @phone', async ({ page }) => {
  await page.goto('/tc/upload-receipt?id=ZZZZZZZZZZZZZZZZZZZZZZ')
  await expect(page.getByRole('alert')).toContainText('此收據連結無效')
  await expect(page.getByRole('button', { name: '提交' })).toHaveCount(0)
})

const pageLooks = {
  en: { choose: 'Choose file', none: 'No file chosen', event: 'Event: Lantern Night', language: 'EN English' },
  tc: { choose: '選擇檔案', none: '未選擇檔案', event: '活動：Lantern Night', language: '繁 繁體中文' },
  sc: { choose: '选择文件', none: '未选择文件', event: '活动：Lantern Night', language: '简 简体中文' },
} as const

for (const lang of ['tc', 'sc', 'en'] as const satisfies Lang[]) {
  test(`the upload page speaks the page's language: its own file button, the event's name and the language switch, in ${lang}${inOneLanguage(lang, 'tc')}`, async ({
    page,
  }) => {
    const looks = pageLooks[lang]
    const [id] = await createReceiptIds()
    await page.goto(`/${lang}/upload-receipt?id=${id}`)
    await expect(page.getByText(looks.event, { exact: true })).toBeVisible()
    // The browser's own file control ("Choose File", "No file chosen") is not what the member sees.
    await expect(page.locator('input[type=file]')).not.toBeInViewport()
    await expect(page.getByText(looks.choose, { exact: true })).toBeVisible()
    await expect(page.getByText(looks.none, { exact: true })).toBeVisible()
    await page.getByText(looks.choose, { exact: true }).focus()
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText(looks.choose, { exact: true }).click()])
    await chooser.setFiles(receiptPhoto('lantern.jpg'))
    await expect(page.getByText('lantern.jpg', { exact: true })).toBeVisible()
    await expect(page.getByText(looks.none, { exact: true })).toHaveCount(0)
    await screenshot(page, `receipt-chosen-${lang}`, [390, 1366])

    // The switch keeps the link's id: the same page in the other language.
    const other = lang === 'en' ? 'tc' : 'en'
    await page
      .getByRole('navigation', { name: /Language|語言|语言/ })
      .getByRole('link', { name: pageLooks[other].language })
      .click()
    await expect(page).toHaveURL(`/${other}/upload-receipt?id=${id}`)
    await expect(page.getByText(pageLooks[other].event, { exact: true })).toBeVisible()
    await expect(page.getByText(pageLooks[other].choose, { exact: true })).toBeVisible()
  })
}
