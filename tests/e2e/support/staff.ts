import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import type { Lang } from './fixtures.ts'
import { operate } from './operate.ts'

/** The staff sign-in form's words in each language. */
export const staffSignInTexts = {
  en: { signIn: 'Sign in', email: 'E-mail', password: 'Password', code: 'Code' },
  tc: { signIn: '登入', email: '電郵', password: '密碼', code: '驗證碼' },
  sc: { signIn: '登录', email: '电邮', password: '密码', code: '验证码' },
} as const

export interface StaffLogin {
  email: string
  name: string
  password: string
  /** The authenticator app's code now. */
  code: () => string
}

/** An authenticator app holding a TOTP secret. */
export const authenticatorOf = (secret: string) => {
  const authenticator = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
  return () => authenticator.generate()
}

/** A staff account made as `npm run staff:create` makes it, and its authenticator. */
export async function createStaff(role: 'reviewer' | 'admin', name = 'Wong Siu Ming'): Promise<StaffLogin> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@sino.example`
  const password = 'Review@2026'
  const { totpSecret } = await operate<{ totpSecret: string }>('staff.create', { email, name, role, password })
  return { email, name, password, code: authenticatorOf(totpSecret) }
}

/** Fills the sign-in form as the reviewer types it, with the authenticator's code unless another is given. */
export async function signInAsStaff(page: Page, lang: Lang, staff: Omit<StaffLogin, 'name'>, code = staff.code()) {
  const t = staffSignInTexts[lang]
  await page.getByRole('textbox', { name: t.email }).fill(staff.email)
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(staff.password)
  await page.getByRole('textbox', { name: t.code }).fill(code)
  await page.getByRole('button', { name: t.signIn }).click()
}
