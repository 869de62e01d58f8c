import type { Page } from '@playwright/test'
import { expect, logIn } from './support/fixtures.ts'
import { countRejections, refuseStorage, test, unhandledRejections } from './support/line.ts'
import { installServiceWorker, persistedMemberId } from './support/offline.ts'
import { createReceiptIds, receiptArrived, receiptPhoto, uploadDirectly } from './support/receipts.ts'
import { screenshot } from './support/screens.ts'

// Members on a line that opens connections and never answers (lie-fi), or refuses them, through a
// relay of each test's own; the service worker runs here.
test.describe.configure({ timeout: 90_000 })
test.use({ serviceWorkers: 'allow' })

/** The time a member waits for the card (and the word that it is the device's copy). */
const cardWithinMs = 3_000

const offlineNote = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline — last updated / })

async function cardKept(page: Page, member: { clubMemberId: string }) {
  await logIn(page, 'en', member as Parameters<typeof logIn>[2])
  await installServiceWorker(page)
  await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)
}

/** Opens `open` and answers how long the card and its offline note took, failing past 3 s. */
async function timeToCard(page: Page, open: () => Promise<unknown>, card: () => ReturnType<Page['getByRole']>) {
  const started = Date.now()
  await open()
  await expect(card()).toBeVisible({ timeout: Math.max(1, cardWithinMs - (Date.now() - started)) })
  await expect(offlineNote(page)).toBeVisible({ timeout: Math.max(1, cardWithinMs - (Date.now() - started)) })
  const took = Date.now() - started
  test.info().annotations.push({ type: 'time to card', description: `${took} ms` })
  return took
}

test('the card page reloaded on lie-fi opens from the device within 3 s, saying offline since when; the QR opens; it recovers by itself @phone', async ({
  page,
  member,
  line,
}) => {
  await cardKept(page, member)
  await line.set('hold')
  await timeToCard(
    page,
    () => page.reload({ waitUntil: 'commit' }),
    () => page.getByRole('figure', { name: 'Ordinary membership card' }),
  )
  await expect(page.getByRole('figure', { name: 'Ordinary membership card' })).toContainText(member.clubMemberId)
  await screenshot(page, 'card-lie-fi')
  await page.getByRole('button', { name: 'Show QR code' }).click()
  await expect(page.getByRole('dialog').getByRole('img', { name: `Member ID ${member.clubMemberId}` })).toBeVisible()
  await page.keyboard.press('Escape')

  // The line answers again: the page asks again by itself and drops the note.
  await line.set('pass')
  await expect(offlineNote(page)).toHaveCount(0, { timeout: 45_000 })
  await expect(page.getByRole('figure', { name: 'Ordinary membership card' })).toContainText(member.clubMemberId)
})

test('the full-screen venue card opened on lie-fi shows its QR code within 3 s @phone', async ({ page, member, line }) => {
  await cardKept(page, member)
  await line.set('hold')
  await timeToCard(
    page,
    () => page.goto('/en/my-account/card', { waitUntil: 'commit' }),
    () => page.getByRole('img', { name: `Member ID ${member.clubMemberId}` }),
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Membership card' })).toBeVisible()
})

test('the card page reloaded with the server refusing connections opens from the device', async ({ page, member, line }) => {
  await cardKept(page, member)
  await line.set('refuse')
  await timeToCard(
    page,
    () => page.reload({ waitUntil: 'commit' }),
    () => page.getByRole('figure', { name: 'Ordinary membership card' }),
  )
})

test('an information page opens from the service worker on lie-fi, for a member and for a visitor', async ({
  page,
  member,
  line,
}) => {
  await cardKept(page, member)
  await line.set('hold')
  const started = Date.now()
  await page.goto('/tc/different-membership-types', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: cardWithinMs })
  expect(Date.now() - started).toBeLessThan(cardWithinMs)

  await line.set('pass')
  await page.evaluate(() => localStorage.removeItem('token'))
  await line.set('hold')
  await page.goto('/en/privilege-membership-document', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: cardWithinMs })
})

test('the receipt page on lie-fi shows and takes a file; the receipt arrives once when the line answers @phone', async ({
  page,
  line,
  request,
}) => {
  await countRejections(page)
  const [id] = await createReceiptIds()
  await page.goto(`/en/upload-receipt?id=${id}`)
  await installServiceWorker(page)
  await line.set('hold')
  const started = Date.now()
  await page.reload({ waitUntil: 'commit' })
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: cardWithinMs })
  expect(Date.now() - started).toBeLessThan(cardWithinMs)
  await page.getByLabel('Receipt image').setInputFiles(receiptPhoto('lie-fi.jpg'))
  await page.getByRole('button', { name: 'Submit' }).click()
  // Submit does not wait for ever on a line that never answers: the receipt waits on the device.
  await expect(page.getByText('Your receipt for this link is waiting to be sent.')).toBeVisible({ timeout: 8_000 })
  await expect(page.getByRole('listitem').filter({ hasText: 'lie-fi.jpg' })).toBeVisible()
  await screenshot(page, 'receipt-lie-fi')

  await line.set('pass')
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Receipt Successfully' })).toBeVisible({ timeout: 60_000 })
  expect(await receiptArrived(request, id!)).toBe(true)
  expect(await uploadDirectly(request, id!)).toMatchObject({ returnCode: 801 })
  expect(await unhandledRejections(page)).toEqual([])
})

test('where IndexedDB refuses Blobs (WebKit without a disk, a stand-in here), a receipt sent offline waits and arrives once', async ({
  page,
  context,
  request,
}) => {
  await refuseStorage(page, 'blobs')
  await countRejections(page)
  const [id] = await createReceiptIds()
  await page.goto(`/en/upload-receipt?id=${id}`)
  await installServiceWorker(page)
  await context.setOffline(true)
  await page.getByLabel('Receipt image').setInputFiles(receiptPhoto('private.jpg'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'private.jpg' })).toContainText('Waiting to send')
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'private.jpg' })).toContainText('Waiting to send')
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Receipt Successfully' })).toBeVisible()
  expect(await uploadDirectly(request, id!)).toMatchObject({ returnCode: 801 })
  expect(await unhandledRejections(page)).toEqual([])
})

test('a device that keeps nothing (a stand-in: every IndexedDB write refused) sends the receipt directly, and says plainly when it could not', async ({
  page,
  context,
  request,
}) => {
  await refuseStorage(page, 'everything')
  await countRejections(page)
  const [online, offline] = await createReceiptIds(2)
  await page.goto(`/en/upload-receipt?id=${online}`)
  await page.getByLabel('Receipt image').setInputFiles(receiptPhoto('direct.jpg'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Receipt Successfully' })).toBeVisible()
  expect(await receiptArrived(request, online!)).toBe(true)

  await page.goto(`/en/upload-receipt?id=${offline}`)
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
  await context.setOffline(true)
  await page.getByLabel('Receipt image').setInputFiles(receiptPhoto('not-kept.jpg'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toContainText('This device could not keep your receipt')
  // Nothing is dropped without a word: the file is still chosen, and goes with the next press.
  await expect(page.getByText('not-kept.jpg', { exact: true })).toBeVisible()
  await screenshot(page, 'receipt-not-kept')
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Upload Receipt Successfully' })).toBeVisible()
  expect(await unhandledRejections(page)).toEqual([])
})
