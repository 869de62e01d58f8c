import type { Page } from '@playwright/test'
import { keptDrafts } from '#tests/e2e/support/offline.ts'
import type { MemberDevice } from './member-device.ts'
import type { ChosenDocument, MemberPlan } from './member-plan.ts'

export interface MemberAccount {
  phone: string
  password: string
}

/** What the member reads, in English. */
const texts = {
  files: 'Choose files (up to 3)',
  submit: 'Submit application',
  formKept: 'No connection: your application was not sent.',
  parkingReceived: 'Application received',
  upgradeThanks: 'Thank you for your application',
}

const formPaths = { parking: '/en/my-account/sinoParking', upgrade: '/en/my-account/membershipUpgrade' } as const
const formReads = { parking: '/api/getParkingForm', upgrade: '/api/getUpgradeForm' } as const

/** Waits for a page, an upload or an answer: the slow line and a restarting portal take their time. */
const patienceMs = 120_000
/** A member who has tried this often, reloading between tries, gives up and the soak says so. */
const triesPerStep = 6

/** Whether the portal has the member's application, asked with their own session. */
const applicationMade = (page: Page, kind: MemberPlan['kind']) =>
  page.evaluate(async (path) => {
    const answer = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } })
    const envelope = (await answer.json()) as { success: boolean; data: unknown }
    return envelope.success && envelope.data !== null
  }, formReads[kind])

/**
 * A member on a bad line, applying for parking or an upgrade with documents as `plan` says,
 * and doing what a person does when something fails: back online, wait until the portal
 * answers again, reload and carry on where the page is.
 */
export async function applyWithDocuments(
  device: MemberDevice,
  member: MemberAccount,
  plan: MemberPlan,
  portalAnswers: () => Promise<void>,
): Promise<void> {
  const { page } = device
  const persevere = async (step: () => Promise<void>, what: string) => {
    for (let tries = 1; ; tries++) {
      try {
        return await step()
      } catch (error) {
        if (tries >= triesPerStep) {
          const said = await page
            .getByRole('alert')
            .or(page.getByRole('status'))
            .allInnerTexts()
            .catch(() => [])
          throw new Error(
            `the member gave up trying to ${what} (the page said: ${said.join(' | ') || 'nothing'}): ${String(error)}`,
          )
        }
        await device.setOffline(false)
        await portalAnswers()
        await page.reload({ timeout: patienceMs }).catch(() => undefined)
      }
    }
  }
  await persevere(() => logIn(page, member), 'log in')
  await persevere(() => openForm(page, plan.kind), 'open the form')
  await persevere(() => fillIn(page, plan.kind, member), 'fill in the form')
  for (const document of plan.documents) await persevere(() => choose(device, document), `choose ${document.name}`)
  if (plan.reloadBeforeSending) await persevere(() => reloadKept(page, plan.documents), 'reload the form')
  if (plan.offlineAtSend) {
    await device.setOffline(true)
    await page.getByRole('button', { name: texts.submit }).click()
    await page.getByText(texts.formKept).waitFor({ timeout: patienceMs })
    await device.setOffline(false)
  }
  await persevere(() => send(page, plan.kind), 'send the application')
}

async function logIn(page: Page, member: MemberAccount) {
  if (page.url().includes('/my-account/')) return
  if (!page.url().includes('/Login')) await page.goto('/en/Login', { timeout: patienceMs })
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(member.phone)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL('**/en/my-account/Profile', { timeout: patienceMs })
}

async function openForm(page: Page, kind: MemberPlan['kind']) {
  if (!page.url().endsWith(formPaths[kind])) await page.goto(formPaths[kind], { timeout: patienceMs })
  await page.getByRole('button', { name: texts.submit }).waitFor({ timeout: patienceMs })
}

/**
 * Fills in what the form needs besides documents, unless its draft brought it back. The plate and
 * the card come from the member's own phone number, so no two members of a run ask for the same
 * ones (the portal rightly refuses a plate another member holds).
 */
async function fillIn(page: Page, kind: MemberPlan['kind'], member: MemberAccount) {
  await page.getByRole('button', { name: texts.submit }).waitFor({ timeout: patienceMs })
  if (kind === 'upgrade') {
    const owner = page.getByRole('checkbox', { name: 'Owner' })
    if (await owner.isChecked()) return
    await owner.check()
    const estate = page.getByRole('combobox', { name: 'Estate / building' })
    await estate.click()
    await estate.fill('Vision')
    await page.getByRole('option', { name: 'Vision City' }).click()
    return
  }
  const plate = page.getByRole('textbox', { name: 'Vehicle registration number' })
  if ((await plate.inputValue()) !== '') return
  const digits = member.phone.slice(-6)
  await plate.fill(`SK${digits}`)
  await page.getByRole('textbox', { name: 'Octopus card number' }).fill(`00${digits}`)
  await page.getByRole('textbox', { name: 'Digit in brackets' }).fill('3')
  await page.getByRole('combobox', { name: 'Vehicle type' }).selectOption({ label: 'Private Car' })
  await page.getByRole('textbox', { name: 'Vehicle make and model' }).fill('Honda Jazz')
  await page.getByRole('checkbox', { name: /I confirm that I am the registered owner/ }).check()
}

const listed = (page: Page, document: ChosenDocument) => page.getByRole('listitem').filter({ hasText: document.name })

/** Chooses one document (offline, if the plan says so) and waits until the form lists it, uploaded or waiting. */
async function choose(device: MemberDevice, document: ChosenDocument) {
  const { page } = device
  if ((await listed(page, document).count()) > 0) return
  const input = page.getByLabel(texts.files)
  // The field takes the next file once the last one has settled.
  await page.waitForFunction((element) => !(element as HTMLInputElement).disabled, await input.elementHandle(), {
    timeout: patienceMs,
  })
  if (document.offline) await device.setOffline(true)
  await input.setInputFiles({ name: document.name, mimeType: 'application/pdf', buffer: document.bytes })
  await listed(page, document).waitFor({ timeout: patienceMs })
  await device.setOffline(false)
}

/** Reloads once the form's draft holds every chosen document, as a member's later reload would find it. */
async function reloadKept(page: Page, documents: readonly ChosenDocument[]) {
  const deadline = Date.now() + patienceMs
  for (;;) {
    const draft = JSON.stringify(await keptDrafts(page))
    if (documents.every((document) => draft.includes(document.name))) break
    if (Date.now() > deadline) throw new Error('the draft never held every document')
    await page.waitForTimeout(300)
  }
  await page.reload({ timeout: patienceMs })
  await page.getByRole('button', { name: texts.submit }).waitFor({ timeout: patienceMs })
}

/** Presses send until the page says the application arrived (or the portal has it, the page found after a reload). */
async function send(page: Page, kind: MemberPlan['kind']) {
  if (await applicationMade(page, kind)) return
  await page.getByRole('button', { name: texts.submit }).click()
  const arrived =
    kind === 'parking'
      ? page.getByText(texts.parkingReceived)
      : page.getByRole('heading', { level: 1, name: texts.upgradeThanks })
  await arrived.or(page.getByText(texts.formKept)).first().waitFor({ timeout: patienceMs })
  if (!(await arrived.isVisible())) throw new Error('the page says the application was not sent')
}
