import { expect, type Lang, inOneLanguage, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'
import { createStaff, signInAsStaff, staffSignInTexts } from './support/staff.ts'
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts'

/** What a staff member reads about passkeys in the console, in each language. */
const texts = {
  en: {
    changePassword: 'Change password',
    passkeys: 'Passkeys',
    name: 'Name of the passkey',
    currentPassword: 'Current password',
    add: 'Add a passkey',
    added: 'Passkey added. You can now log in with it.',
    signOut: 'Sign out',
    usePasskey: 'Use a passkey instead of the code',
    signInWithPasskey: 'Sign in with a passkey',
  },
  tc: {
    changePassword: '更改密碼',
    passkeys: '通行密鑰',
    name: '通行密鑰名稱',
    currentPassword: '現有密碼',
    add: '新增通行密鑰',
    added: '已新增通行密鑰，您現在可以用它登入。',
    signOut: '登出',
    usePasskey: '改用通行密鑰代替驗證碼',
    signInWithPasskey: '使用通行密鑰登入',
  },
  sc: {
    changePassword: '更改密码',
    passkeys: '通行密钥',
    name: '通行密钥名称',
    currentPassword: '现有密码',
    add: '添加通行密钥',
    added: '已添加通行密钥，您现在可以用它登录。',
    signOut: '退出登录',
    usePasskey: '改用通行密钥代替验证码',
    signInWithPasskey: '使用通行密钥登录',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a staff member enrols a passkey and signs in with it instead of the code (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
    page,
  }) => {
    test.slow()
    const t = texts[lang]
    const staff = await createStaff('reviewer')
    await addVirtualAuthenticator(page)
    await page.goto(`/${lang}/staff/login`)
    await signInAsStaff(page, lang, staff)
    await expect(page).toHaveURL(`/${lang}/staff/upgrade`)

    await page.getByRole('link', { name: t.changePassword }).click()
    const section = page.getByRole('region', { name: t.passkeys })
    await section.getByRole('textbox', { name: t.name }).fill('Office laptop')
    await section.getByRole('textbox', { name: t.currentPassword }).fill(staff.password)
    await section.getByRole('button', { name: t.add }).click()
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible()
    await expect(section.getByRole('list', { name: t.passkeys }).getByRole('listitem')).toHaveCount(1)
    await screenshot(page, `staff-passkeys-${lang}`, [412, 1366])

    await page.getByRole('button', { name: t.signOut }).click()
    const signIn = staffSignInTexts[lang]
    await page.getByRole('textbox', { name: signIn.email }).fill(staff.email)
    await page.getByRole('textbox', { name: signIn.password, exact: true }).fill(staff.password)
    await page.getByRole('button', { name: t.usePasskey }).click()
    await expect(page.getByRole('textbox', { name: signIn.code })).toBeHidden()
    await page.getByRole('button', { name: t.signInWithPasskey }).click()
    await expect(page).toHaveURL(`/${lang}/staff/upgrade`)
  })
}
