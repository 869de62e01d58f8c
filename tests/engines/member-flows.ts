import os from 'node:os'
import path from 'node:path'
import { jpegWithMetadata } from '#tests/support/images.ts'
import { lineRelay, type LineRelay } from '#tests/support/line-relay.ts'
import type { EnginePage } from './engine-page.ts'
import { findScript, serialQuery, type Query } from './find-in-page.ts'
import {
  createMember,
  createReceiptId,
  emailLink,
  enginesPort,
  randomPhone,
  receiptState,
  smsCode,
  testFile,
  type Member,
} from './portal.ts'

/** What a flow needs: a new page in the engine, and the line its browser reaches the portal through. */
export interface FlowContext {
  page: EnginePage
  line: LineRelay
  /** Figures a flow measured, printed with the engine's name. */
  report(figure: string): void
}

/**
 * Runs `flow` in a page of its own through a line of its own, closing both whatever happens.
 * A flow past its test's time limit (`signal`) stops at once and closes its page: WebKit's
 * driver holds one page at a time, and a page left open would fail every flow after it.
 */
export async function inPage(
  newPage: () => Promise<EnginePage>,
  flow: (context: FlowContext) => Promise<void>,
  label: string,
  signal: AbortSignal,
) {
  const line = await lineRelay({ port: enginesPort })
  const page = await newPage()
  const stop = () => {
    console.log(`[${page.engine}] ${label}: out of time while ${page.lastStep}`)
    page.stop()
    void page.close()
  }
  signal.addEventListener('abort', stop, { once: true })
  try {
    await flow({ page, line, report: (figure) => console.log(`[${page.engine}] ${label}: ${figure}`) })
  } catch (error) {
    // What the page showed when the flow failed, for the person reading the failure.
    const shot = path.join(os.tmpdir(), `club-portal-engines-${page.engine}-${label}.png`)
    await page.screenshot(shot).catch(() => undefined)
    throw new Error(`${(error as Error).message} (while ${page.lastStep}; screen: ${shot})`, { cause: error })
  } finally {
    signal.removeEventListener('abort', stop)
    await page.close()
    await line.close()
  }
}

/** The time a member waits for the card on a line that never answers. */
const cardWithinMs = 3_000

const receiptPhoto = (name: string) => testFile(name, jpegWithMetadata())
const ratesNotice = (name: string) => testFile(name, Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n\n%%EOF\n'))

async function logIn(page: EnginePage, line: LineRelay, member: Member, lang: 'en' | 'tc' = 'en') {
  const texts =
    lang === 'en'
      ? { mobile: 'Mobile number', password: 'Password', submit: 'Login', profile: 'My Profile' }
      : { mobile: '手機號碼', password: '密碼', submit: '登入', profile: '我的帳戶' }
  await page.goto(`${line.origin}/${lang}/Login`)
  await page.fill({ role: 'textbox', name: texts.mobile }, member.phone)
  await page.fill({ role: 'textbox', name: texts.password, exact: true }, member.password)
  await page.click({ role: 'button', name: texts.submit, exact: true })
  await page.waitFor({ role: 'heading', name: texts.profile, exact: true })
}

/** Waits until the service worker controls the page, as after a first visit: the page opens from it without a line. */
async function serviceWorkerInControl(page: EnginePage) {
  await page.waitUntil(`async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated'`, 60_000)
  await page.reload()
  await page.waitUntil('() => navigator.serviceWorker.controller !== null')
}

/** Records the page's unhandled promise rejections from now on. */
const watchRejections = (page: EnginePage) =>
  page.evaluate(
    `() => { window.rejections = []; addEventListener('unhandledrejection', (event) => window.rejections.push(String(event.reason && event.reason.message || event.reason))) }`,
  )
const rejections = (page: EnginePage) => page.evaluate<string[]>('() => window.rejections || []')

const offlineNote = { role: 'status', text: /^Offline — last updated / } as const
const card = { role: 'figure', name: 'Ordinary membership card' } as const

export async function logInCardAndLanguage({ page, line }: FlowContext) {
  const member = await createMember()
  await logIn(page, line, member, 'tc')
  await page.waitFor({ role: 'figure', name: '普通會員卡', exact: true })
  await page.waitFor({ text: member.clubMemberId, within: { role: 'figure', name: '普通會員卡' } })
  await page.click({ role: 'button', name: '顯示二維碼' })
  await page.waitFor({ role: 'img', name: `會員編號 ${member.clubMemberId}`, within: { role: 'dialog' } })
  await page.goto(`${line.origin}/tc/my-account/Profile`)
  await page.click({ role: 'link', name: 'EN English', within: { role: 'navigation', name: '語言' } })
  await page.waitFor({ role: 'heading', name: 'My Profile', exact: true })
  if ((await page.path()) !== '/en/my-account/Profile') throw new Error(`language switch went to ${await page.path()}`)
}

/**
 * Opens `open` and answers how long, by the page's own clock (from the start of its navigation),
 * until the card and its offline note showed; fails past 3 s. The driver's round trips on a busy
 * machine are not the member's wait.
 */
async function timeToCard(page: EnginePage, open: () => Promise<void>, shown: Query = card): Promise<string> {
  await page.evaluate('() => { window.beforeThisNavigation = true }').catch(() => undefined)
  await open()
  const deadline = Date.now() + 30_000
  for (;;) {
    const shownAt = await page
      .evaluate<{ card: number; read: number } | null>(
        `(shown, note) => {
          ${findScript}
          if (window.beforeThisNavigation || !find(shown) || !find(note)) return null
          return { card: performance.now(), read: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd }
        }`,
        serialQuery(shown),
        serialQuery(offlineNote),
      )
      .catch(() => null)
    if (shownAt !== null) {
      // When the document was read too: the rest is the page's script and the line watch's wait.
      const figure = `${Math.round(shownAt.card)} ms (document read at ${Math.round(shownAt.read)} ms)`
      if (shownAt.card > cardWithinMs) throw new Error(`${page.engine}: the card took ${figure}`)
      return figure
    }
    if (Date.now() > deadline) throw new Error(`${page.engine}: no card with its offline note`)
  }
}

export async function cardOfflineAndOnLieFi({ page, line, report }: FlowContext) {
  const member = await createMember()
  await logIn(page, line, member)
  await serviceWorkerInControl(page)
  await page.waitUntil(`() => localStorage.getItem('club-portal-card') !== null`)

  // No line at all (connections refused): the card, and an information page, from the device.
  await line.set('refuse')
  report(`card, connections refused: ${await timeToCard(page, () => page.reload())}`)
  await page.goto(`${line.origin}/en/different-membership-types`)
  await page.waitFor({ role: 'heading', name: /membership/i })

  // Lie-fi: connections open and never answer. Three reloads, each timed.
  await line.set('pass')
  await page.goto(`${line.origin}/en/my-account/Profile`)
  await page.waitFor(card)
  await page.waitForGone(offlineNote, 30_000)
  await line.set('hold')
  const times: string[] = []
  for (let round = 0; round < 3; round++) times.push(await timeToCard(page, () => page.reload()))
  report(`time to card on lie-fi: ${times.join(', ')}`)
  await page.waitFor({ text: member.clubMemberId, within: card })
  await page.click({ role: 'button', name: 'Show QR code' })
  await page.waitFor({ role: 'img', name: `Member ID ${member.clubMemberId}`, within: { role: 'dialog' } })

  // The full-screen card, straight on lie-fi.
  report(
    `venue card on lie-fi: ${await timeToCard(page, () => page.goto(`${line.origin}/en/my-account/card`), { role: 'img', name: `Member ID ${member.clubMemberId}` })}`,
  )

  // The line answers again: the page asks again by itself and drops the note.
  await line.set('pass')
  const back = Date.now()
  await page.waitForGone(offlineNote, 45_000)
  report(`back online by itself after ${Date.now() - back} ms`)
}

export async function cardAfterLeavingAtOnce({ page, line }: FlowContext) {
  const member = await createMember()
  await page.goto(`${line.origin}/en/Login`)
  await serviceWorkerInControl(page)
  await logIn(page, line, member)
  // Left within a second of logging in, then back (the back/forward cache), then offline.
  await page.goto(`${line.origin}/en/different-membership-types`)
  // Started by the page a moment after the script has answered: a script that navigates as it
  // runs left WebKit's driver without an answer once (the whole test's time).
  page.lastStep = 'going back'
  await page.evaluate('() => { setTimeout(() => history.back(), 0) }')
  await page.waitFor(card)
  await line.set('refuse')
  await page.reload()
  await page.waitFor({ text: member.clubMemberId, within: card }, cardWithinMs)
  await page.waitFor(offlineNote, cardWithinMs)
}

async function uploadReceipt(page: EnginePage, name: string) {
  await page.upload({ role: 'file', name: 'Receipt image' }, receiptPhoto(name))
  await page.waitFor({ text: name, exact: true })
  await page.click({ role: 'button', name: 'Submit', exact: true })
}

const receiptSent = { role: 'heading', name: 'Upload Receipt Successfully' } as const

export async function receiptOfflineAndOnline({ page, line, report }: FlowContext) {
  const id = await createReceiptId()
  await page.goto(`${line.origin}/en/upload-receipt?id=${id}`)
  await serviceWorkerInControl(page)
  await page.waitFor({ text: 'Event: Lantern Night', exact: true })
  await watchRejections(page)
  await line.set('refuse')
  await uploadReceipt(page, 'offline-receipt.jpg')
  await page.waitFor({ text: 'Your receipt for this link is waiting to be sent.' })
  await page.waitFor({ role: 'listitem', text: 'offline-receipt.jpg', within: { role: 'region', name: 'Kept on this device' } })
  // Kept on the device: a reload offline still lists it.
  await page.reload()
  await page.waitFor({ role: 'listitem', text: 'offline-receipt.jpg', within: { role: 'region', name: 'Kept on this device' } })
  await watchRejections(page)
  await line.set('pass')
  const back = Date.now()
  await page.waitFor(receiptSent, 60_000)
  report(`receipt sent ${Date.now() - back} ms after the line came back`)
  if (!(await receiptState(id))) throw new Error('the receipt did not arrive')
  const again = await page.evaluate<{ returnCode: number }>(
    `async (id) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }), 'again.jpg')
    return (await fetch('/api/uploadReceipt?id=' + id, { method: 'POST', body: form })).json()
  }`,
    id,
  )
  if (again.returnCode !== 801)
    throw new Error(`a second upload answered ${again.returnCode}: the receipt arrived more than once?`)

  const online = await createReceiptId()
  await page.goto(`${line.origin}/en/upload-receipt?id=${online}`)
  await watchRejections(page)
  await uploadReceipt(page, 'online-receipt.jpg')
  await page.waitFor(receiptSent)
  if (!(await receiptState(online))) throw new Error('the receipt sent online did not arrive')
  const seen = await rejections(page)
  if (seen.length > 0) throw new Error(`unhandled rejections: ${seen.join('; ')}`)
}

export async function documentWaitsForConnection({ page, line }: FlowContext) {
  const member = await createMember()
  await logIn(page, line, member)
  await page.goto(`${line.origin}/en/my-account/membershipUpgrade`)
  await page.click({ role: 'checkbox', name: 'Owner' })
  await page.fill({ role: 'combobox', name: 'Estate / building' }, 'Vision')
  await page.click({ role: 'option', name: 'Vision City' })
  await line.set('refuse')
  await page.upload({ role: 'file', name: 'Choose files (up to 3)' }, ratesNotice('rates-notice.pdf'))
  await page.waitFor({ role: 'listitem', text: /rates-notice\.pdf.*waits for a connection/ })
  await line.set('pass')
  // Kept with the form's draft on the device (its bytes, which every engine keeps), written a moment
  // after the change: once the draft holds the file, a reload brings it back.
  await page.waitUntil(`() => new Promise((resolve) => {
    const open = indexedDB.open('club-form-drafts')
    open.onerror = () => resolve(false)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('drafts')) return resolve(false)
      const read = db.transaction('drafts').objectStore('drafts').getAll()
      read.onsuccess = () => { db.close(); resolve(JSON.stringify(read.result).includes('rates-notice.pdf')) }
      read.onerror = () => resolve(false)
    }
  })`)
  await page.reload()
  await page.waitFor({ role: 'listitem', text: /rates-notice\.pdf.*waits for a connection/ })
  await page.click({ role: 'button', name: 'Submit application' })
  await page.waitFor({ role: 'heading', name: 'Your application to upgrade to Privilege' })
  await page.waitForGone({ role: 'region', name: 'Kept on this device' }, 60_000)
  await page.waitForGone({ text: 'Waiting for your documents: please send them by' }, 30_000)
}

export async function registrationSteps({ page, line }: FlowContext) {
  const phone = randomPhone()
  const email = `r${phone}@example.com`
  // The registration's rule: one of @$!%*?& (an operator's member may have another).
  const password = 'Secret@123'
  await page.goto(`${line.origin}/en/registration`)
  await page.select({ role: 'combobox', name: 'Salutation' }, 'Ms')
  await page.fill({ role: 'textbox', name: 'First name' }, 'Mei Ling')
  await page.fill({ role: 'textbox', name: 'Surname' }, 'Chan')
  await page.fill({ role: 'textbox', name: 'E-mail address' }, email)
  await page.fill({ role: 'textbox', name: 'Mobile number' }, phone)
  await page.select({ role: 'combobox', name: 'Month of birth' }, '11')
  await page.click({ role: 'button', name: 'Next', exact: true })

  await page.waitUntil(`() => location.pathname === '/en/registration/step-2'`)
  await page.click({ role: 'radio', name: 'Yes', exact: true })
  await page.click({ role: 'radio', name: 'Not now (Ordinary membership)' })
  await page.fill({ role: 'combobox', name: 'Estate / building' }, 'Vision')
  await page.click({ role: 'option', name: 'Vision City' })
  await page.fill({ role: 'textbox', name: 'Flat / room' }, 'A')
  await page.fill({ role: 'textbox', name: 'Floor' }, '12')
  await page.click({ role: 'button', name: 'Next', exact: true })

  await page.waitUntil(`() => location.pathname === '/en/registration/step-3'`)
  await page.fill({ role: 'textbox', name: 'Password', exact: true }, password)
  await page.fill({ role: 'textbox', name: 'Confirm password' }, password)
  await page.click({ role: 'checkbox', name: /I have read and accept/ })
  await page.click({ role: 'button', name: 'Submit', exact: true })

  await page.waitFor({ role: 'heading', name: 'Verify your mobile number' })
  await page.fill({ role: 'textbox', name: 'Verification code' }, await smsCode(phone))
  await page.click({ role: 'button', name: 'Verify', exact: true })
  await page.waitFor({ role: 'heading', name: 'Verify your e-mail address' })
  await page.goto(`${line.origin}${await emailLink(email)}`)
  await page.waitFor({ role: 'heading', name: 'Registration complete' })
  await page.click({ role: 'link', name: 'Go to login' })
  await logIn(page, line, { phone, password, clubMemberId: '' })
}
