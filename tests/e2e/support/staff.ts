import { expect, request, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { e2ePort } from './e2e-env.ts'
import type { Lang } from './fixtures.ts'
import { operate } from './operate.ts'
import { lastOutboxId, outbox } from './outbox.ts'

/** The staff sign-in form's words in each language. */
export const staffSignInTexts = {
  en: { signIn: 'Sign in', email: 'E-mail', password: 'Password', code: 'Code' },
  tc: { signIn: '登入', email: '電郵', password: '密碼', code: '驗證碼' },
  sc: { signIn: '登录', email: '电子邮箱', password: '密码', code: '验证码' },
} as const

/** What a reviewer reads on the queues and an application's decision, in each language. */
export const reviewerTexts = {
  en: {
    parkingQueue: 'Parking applications',
    search: 'Search by member ID, phone or name',
    searchButton: 'Search',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason (the member reads it in their language)',
    note: 'Note for the member (optional)',
    confirmReject: 'Confirm the rejection',
    cancel: 'Cancel',
    approved: 'Approved. The member has been told by e-mail.',
    rejected: 'Rejected. The member has been told by e-mail.',
  },
  tc: {
    parkingQueue: '泊車優惠申請',
    search: '搜尋會員編號、手機號碼或姓名',
    searchButton: '搜尋',
    approve: '批核',
    reject: '拒絕',
    reason: '拒絕原因（會員會以其語言看到）',
    note: '給會員的備註（可選）',
    confirmReject: '確認拒絕',
    cancel: '取消',
    approved: '已批核，並已電郵通知會員。',
    rejected: '已拒絕，並已電郵通知會員。',
  },
  sc: {
    parkingQueue: '停车优惠申请',
    search: '搜索会员编号、手机号码或姓名',
    searchButton: '搜索',
    approve: '批准',
    reject: '拒绝',
    reason: '拒绝原因（会员会以其语言看到）',
    note: '给会员的备注（可选）',
    confirmReject: '确认拒绝',
    cancel: '取消',
    approved: '已批准，并已通过电子邮件通知会员。',
    rejected: '已拒绝，并已通过电子邮件通知会员。',
  },
} as const

export interface StaffLogin {
  email: string
  name: string
  password: string
  /** The authenticator app's code now (or at another moment). */
  code: (at?: number) => string
}

/** An authenticator app holding a TOTP secret. */
export const authenticatorOf = (secret: string) => {
  const authenticator = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
  return (at = Date.now()) => authenticator.generate({ timestamp: at })
}

const stepMs = 30_000

/**
 * A code of the step before: an authenticator whose clock is a little behind, which the portal
 * accepts. Setting up with it leaves the code of now unused, for the sign-in that follows.
 * The portal takes a code one step either side of its own clock, so a code of the step before
 * made in a step's last seconds is two steps old when it arrives in the next: with less than
 * `timeToUseMs` left in this step, it is made once the next step begins, as a person waits for
 * the app's next code when the countdown is nearly out.
 */
export async function previousCode(code: (at?: number) => string, timeToUseMs = 5_000): Promise<string> {
  const leftInStep = stepMs - (Date.now() % stepMs)
  if (leftInStep < timeToUseMs) await new Promise((next) => setTimeout(next, leftInStep))
  return code(Date.now() - stepMs)
}

const portalUnderTest = `http://localhost:${e2ePort}`

/** The set-up link of the newest e-mail to this address after `sinceId` (on the portal at `baseURL`): its path with the key in the fragment. */
export async function staffLinkPath(email: string, sinceId = 0, baseURL = portalUnderTest): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const message = (await outbox(baseURL))
        .filter((m) => m.id > sinceId && m.channel === 'email' && m.to === email)
        .sort((a, b) => b.id - a.id)[0]
      link = message && /https?:\/\/[^\s/]+(\/(?:en|tc|sc)\/staff\/enrol#[A-Za-z0-9_-]+)/.exec(message.body)?.[1]
      return link !== undefined
    })
    .toBe(true)
  return link!
}

export const linkKeyOf = (path: string) => path.split('#')[1] ?? ''

/**
 * Completes an invitation as its person does, through the portal's API (the one under test, or
 * the one at `baseURL`): opens the link, sets the password and gives the authenticator's first
 * code. Answers the authenticator.
 */
export async function completeInvitation(
  email: string,
  password: string,
  sinceId = 0,
  baseURL = portalUnderTest,
): Promise<(at?: number) => string> {
  const key = linkKeyOf(await staffLinkPath(email, sinceId, baseURL))
  const api = await request.newContext({ baseURL, extraHTTPHeaders: {} })
  try {
    const opened = await api.post('/api/staff/enrolment', { data: { key } })
    expect(opened.ok()).toBe(true)
    const code = authenticatorOf(((await opened.json()) as { data: { totpSecret: string } }).data.totpSecret)
    const done = await api.post('/api/staff/enrolment/complete', { data: { key, password, totp: await previousCode(code) } })
    expect(done.ok(), await done.text()).toBe(true)
    return code
  } finally {
    await api.dispose()
  }
}

/**
 * A staff account made as `npm run staff:create` makes it (through the running portal's operator
 * socket), set up by its person from the invitation e-mailed to them, and their authenticator.
 */
export async function createStaff(role: 'reviewer' | 'admin', name = 'Wong Siu Ming'): Promise<StaffLogin> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@sino.example`
  const password = 'Review@2026'
  const since = await lastOutboxId()
  await operate('staff.create', { email, name, role })
  const code = await completeInvitation(email, password, since)
  return { email, name, password, code }
}

/** Fills the sign-in form as the reviewer types it, with the authenticator's code unless another is given. */
export async function signInAsStaff(page: Page, lang: Lang, staff: Omit<StaffLogin, 'name'>, code = staff.code()) {
  const t = staffSignInTexts[lang]
  await page.getByRole('textbox', { name: t.email }).fill(staff.email)
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(staff.password)
  await page.getByRole('textbox', { name: t.code }).fill(code)
  await page.getByRole('button', { name: t.signIn }).click()
}

/** Approves the application (or change) open on the reviewer's page: Approve, and Approve again in the question it asks. */
export async function approveOnPage(page: Page, lang: Lang) {
  const t = reviewerTexts[lang]
  await page.getByRole('button', { name: t.approve }).click()
  await page.getByRole('dialog').getByRole('button', { name: t.approve }).click()
  await expect(page.getByText(t.approved)).toBeVisible()
}

/**
 * Rejects the application (or change) open on the reviewer's page: Reject, the reason picked in
 * the dialog by its words in the console's language, a note if any, and Confirm.
 */
export async function rejectOnPage(page: Page, lang: Lang, reason: string, note?: string) {
  const t = reviewerTexts[lang]
  await page.getByRole('button', { name: t.reject }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: t.reason }).selectOption({ label: reason })
  if (note) await dialog.getByRole('textbox', { name: t.note }).fill(note)
  await dialog.getByRole('button', { name: t.confirmReject }).click()
  await expect(page.getByText(t.rejected)).toBeVisible()
}
