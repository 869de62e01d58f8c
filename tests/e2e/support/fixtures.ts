import { test as base, expect, type Browser, type Page } from '@playwright/test'
import { storageKeys } from '#contract/languages'
import { chromiumArgs, fullChromiumPath } from './chromium.ts'
import { heldScripts, type HeldScripts } from './held-scripts.ts'
import { operate } from './operate.ts'
import { sharedPortalAnswers } from './shared-portal.ts'
import { workerPortals, type WorkerPortals } from './worker-portals.ts'

export type Lang = 'en' | 'tc' | 'sc'

/**
 * The tag that runs a test on the phone project instead of the desktop one. A flow tested in
 * every language runs one language on a phone and the others on a desktop: both viewports,
 * each test once.
 */
export const onPhone = (lang: Lang, phoneLang: Lang) => (lang === phoneLang ? ' @phone' : '')

/**
 * The tags of a flow written for every language, which runs once: in the language `chosen`, on
 * the viewport given. Flows choose different languages, so the suite as a whole speaks all three,
 * and the accessibility scans and the dictionaries' completeness test keep every screen in every
 * language. The other languages are tagged @every-language: `npm run test:e2e:every-language`
 * runs them too, on the other viewport.
 */
export function inOneLanguage(lang: Lang, chosen: Lang, viewport: 'phone' | 'desktop' = 'phone') {
  const onPhoneViewport = (lang === chosen) === (viewport === 'phone')
  return `${onPhoneViewport ? ' @phone' : ''}${lang === chosen ? '' : ' @every-language'}`
}

export interface Member {
  phone: string
  password: string
  clubMemberId: string
}

const randomPhone = () => `${5 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/**
 * Creates a member the way an operator does (npm run member:create), through the running portal
 * (the one under test, or the one whose data folder is `dataDir`).
 */
export async function createMember(
  options: { tier?: 'privilege'; firstTime?: boolean; language?: Lang; marketingConsent?: boolean; dataDir?: string } = {},
): Promise<Member> {
  const phone = randomPhone()
  const password = 'Secret#123'
  const { clubMemberId } = await operate<{ clubMemberId: string }>(
    'member.create',
    {
      phone,
      countryCode: 1,
      password,
      email: `m${phone}@example.com`,
      firstName: 'Tai Man',
      surname: 'Chan',
      tier: options.tier ?? 'ordinary',
      language: options.language ?? 'en',
      firstTime: options.firstTime ?? false,
      marketingConsent: options.marketingConsent ?? false,
    },
    options.dataDir,
  )
  return { phone, password, clubMemberId }
}

/** What a person reads on the login page, in each language. */
export const loginTexts = {
  en: {
    mobile: 'Mobile number',
    password: 'Password',
    submit: 'Login',
    heading: 'Member Login',
    profile: 'My Profile',
    showQr: 'Show QR code',
    memberId: 'Member ID',
  },
  tc: {
    mobile: '手機號碼',
    password: '密碼',
    submit: '登入',
    heading: '會員登入',
    profile: '我的帳戶',
    showQr: '顯示二維碼',
    memberId: '會員編號',
  },
  sc: {
    mobile: '手机号码',
    password: '密码',
    submit: '登录',
    heading: '会员登录',
    profile: '我的账户',
    showQr: '显示二维码',
    memberId: '会员编号',
  },
} as const

export async function fillLogin(page: Page, lang: Lang, member: Pick<Member, 'phone' | 'password'>) {
  const texts = loginTexts[lang]
  await page.getByRole('textbox', { name: texts.mobile }).fill(member.phone)
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(member.password)
  await page.getByRole('button', { name: texts.submit, exact: true }).click()
}

/**
 * Opens My Profile logged in, for a test about what follows the login: the login call through
 * the API (with the test's address), its token kept on the device as the login form keeps it
 * (src/client/api/session.ts), and one page load instead of the login page's and the profile's.
 * The storage is written from a file of the portal's origin that runs no script.
 */
export async function logIn(page: Page, lang: Lang, member: Member) {
  const answer = await page.request.post('/api/login', {
    data: { countryCode: 1, phoneNumber: member.phone, password: member.password },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const { token } = ((await answer.json()) as { data: { token: string } }).data
  await page.goto('/favicon.svg')
  await page.evaluate(
    ({ keys, value, language }) => {
      localStorage.setItem(keys.token, value)
      localStorage.setItem(keys.sessionConfirmed, '1')
      localStorage.setItem(keys.lang, language)
    },
    { keys: storageKeys, value: token, language: lang },
  )
  await page.goto(`/${lang}/my-account/Profile`)
  await expect(page.getByRole('heading', { level: 1, name: loginTexts[lang].profile })).toBeVisible()
}

let testerCount = 0
/**
 * An address of the test's own (TEST-NET 198.18.0.0/15): the portal under test trusts the
 * loopback proxy's X-Forwarded-For, so each test is a person on a network of their own and the
 * per-address limits (registrations, codes, login failures) never add up across tests.
 */
const testerAddress = () => {
  const n = (process.pid % 256) * 256 + (testerCount++ % 256)
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`
}

export const test = base.extend<{ member: Member } & HeldScripts, WorkerPortals & { fullChromium: Browser; sharedPortal: void }>({
  // Each worker's first test waits for the portal the run started (shared-portal.ts).
  sharedPortal: [async ({}, use) => use(await sharedPortalAnswers()), { scope: 'worker', auto: true, timeout: 130_000 }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => use({ ...extraHTTPHeaders, 'x-forwarded-for': testerAddress() }),
  member: async ({}, use) => {
    await use(await createMember())
  },
  ...heldScripts,
  ...workerPortals,
  /**
   * The whole Chromium beside the headless shell, for the tests of notifications (the shell shows
   * none): launched in a worker that runs such a test and kept until it ends. Their own launch
   * options would give those tests workers of their own, and each new worker took longer (a
   * process, the tests' modules, a browser) than the test that needed it.
   */
  fullChromium: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch({ executablePath: fullChromiumPath, args: chromiumArgs })
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
})

export { expect }
