import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { test as base, expect, type Page } from '@playwright/test'
import { e2eDataDir } from '../../../playwright.config.ts'

const run = promisify(execFile)

export type Lang = 'en' | 'tc' | 'sc'

export interface Member {
  phone: string
  password: string
  clubMemberId: string
}

const randomPhone = () => `${5 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/** Creates a member the way an operator does: npm run member:create, reaching the running portal. */
export async function createMember(options: { tier?: 'privilege'; firstTime?: boolean } = {}): Promise<Member> {
  const phone = randomPhone()
  const password = 'Secret#123'
  const args = ['tsx', 'src/server/cli/member-create.ts', '--phone', phone, '--password', password, '--email', `m${phone}@example.com`]
  args.push('--first-name', 'Tai', 'Man', '--surname', 'Chan')
  if (options.tier) args.push('--tier', options.tier)
  if (options.firstTime) args.push('--first-time')
  const { stdout } = await run('npx', args, { env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' } })
  const clubMemberId = /Member ID: (SC\d+)/.exec(stdout)?.[1]
  if (!clubMemberId) throw new Error(`member:create printed no member ID: ${stdout}`)
  return { phone, password, clubMemberId }
}

/** What a person reads on the login page, in each language. */
export const loginTexts = {
  en: { mobile: 'Mobile number', password: 'Password', submit: 'Login', heading: 'Member Login', profile: 'My Profile', showQr: 'Show QR code', memberId: 'Member ID' },
  tc: { mobile: '手機號碼', password: '密碼', submit: '登入', heading: '會員登入', profile: '我的帳戶', showQr: '顯示二維碼', memberId: '會員編號' },
  sc: { mobile: '手机号码', password: '密码', submit: '登录', heading: '会员登录', profile: '我的账户', showQr: '显示二维码', memberId: '会员编号' },
} as const

export async function fillLogin(page: Page, lang: Lang, member: Pick<Member, 'phone' | 'password'>) {
  const texts = loginTexts[lang]
  await page.getByRole('textbox', { name: texts.mobile }).fill(member.phone)
  await page.getByRole('textbox', { name: texts.password, exact: true }).fill(member.password)
  await page.getByRole('button', { name: texts.submit, exact: true }).click()
}

export async function logIn(page: Page, lang: Lang, member: Member) {
  await page.goto(`/${lang}/Login`)
  await fillLogin(page, lang, member)
  await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
  await expect(page.getByRole('heading', { level: 1, name: loginTexts[lang].profile })).toBeVisible()
}

export const test = base.extend<{ member: Member }>({
  member: async ({}, use) => {
    await use(await createMember())
  },
})

export { expect }
