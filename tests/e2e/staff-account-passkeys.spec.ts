import { expect, type Lang, inOneLanguage, test } from './support/fixtures.ts'
import { expectAccessible } from './support/accessible.ts'
import { lastOutboxId, outbox } from './support/outbox.ts'
import { screenshot } from './support/screens.ts'
import { createStaff, signInAsStaff } from './support/staff.ts'
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts'

/** What a staff member and an admin read about an account's passkeys, in each language. */
const texts = {
  en: {
    changePassword: 'Change password',
    passkeys: 'Passkeys',
    name: 'Name of the passkey',
    currentPassword: 'Current password',
    add: 'Add a passkey',
    added: 'Passkey added. You can now log in with it.',
    accounts: 'Staff accounts',
    open: 'Passkeys (1) Lam Ka Yan',
    passkeysOf: 'Passkeys of Lam Ka Yan',
    addedOn: /^Added /,
    removeNamed: 'Remove the passkey Office laptop',
    confirmTitle: 'Remove the passkey “Office laptop”?',
    remove: 'Remove',
    removed: 'Passkey “Office laptop” removed. Lam Ka Yan has been told by e-mail.',
    none: 'Lam Ka Yan has no passkeys.',
  },
  tc: {
    changePassword: '更改密碼',
    passkeys: '通行密鑰',
    name: '通行密鑰名稱',
    currentPassword: '現有密碼',
    add: '新增通行密鑰',
    added: '已新增通行密鑰，您現在可以用它登入。',
    accounts: '職員帳戶',
    open: '通行密鑰（1） Lam Ka Yan',
    passkeysOf: 'Lam Ka Yan的通行密鑰',
    addedOn: /^於 .+ 新增$/,
    removeNamed: '移除通行密鑰 Office laptop',
    confirmTitle: '移除通行密鑰「Office laptop」？',
    remove: '移除',
    removed: '已移除通行密鑰「Office laptop」，並已電郵通知Lam Ka Yan。',
    none: 'Lam Ka Yan沒有通行密鑰。',
  },
  sc: {
    changePassword: '更改密码',
    passkeys: '通行密钥',
    name: '通行密钥名称',
    currentPassword: '现有密码',
    add: '添加通行密钥',
    added: '已添加通行密钥，您现在可以用它登录。',
    accounts: '职员账户',
    open: '通行密钥（1） Lam Ka Yan',
    passkeysOf: 'Lam Ka Yan的通行密钥',
    addedOn: /^于 .+ 添加$/,
    removeNamed: '移除通行密钥 Office laptop',
    confirmTitle: '移除通行密钥“Office laptop”？',
    remove: '移除',
    removed: '已移除通行密钥“Office laptop”，并已通过电子邮件通知Lam Ka Yan。',
    none: 'Lam Ka Yan没有通行密钥。',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`an admin sees a staff account's passkey and removes it, after confirming (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    browser,
    page: person,
  }) => {
    test.slow()
    const t = texts[lang]
    const staff = await createStaff('reviewer', 'Lam Ka Yan')
    await addVirtualAuthenticator(person)
    await person.goto(`/${lang}/staff/login`)
    await signInAsStaff(person, lang, staff)
    await person.getByRole('link', { name: t.changePassword }).click()
    const own = person.getByRole('region', { name: t.passkeys })
    await own.getByRole('textbox', { name: t.name }).fill('Office laptop')
    await own.getByRole('textbox', { name: t.currentPassword }).fill(staff.password)
    await own.getByRole('button', { name: t.add }).click()
    await expect(person.getByRole('status').filter({ hasText: t.added })).toBeVisible()

    const admin = await createStaff('admin')
    const deskContext = await browser.newContext()
    const desk = await deskContext.newPage()
    await desk.goto(`/${lang}/staff/login`)
    await signInAsStaff(desk, lang, admin)
    await desk.getByRole('link', { name: t.accounts }).click()
    const row = desk.getByRole('row').filter({ hasText: staff.email })
    await row.getByRole('button', { name: t.open }).click()
    const dialog = desk.getByRole('dialog', { name: t.passkeysOf })
    const passkey = dialog.getByRole('listitem').filter({ hasText: 'Office laptop' })
    await expect(passkey).toBeVisible()
    await expect(passkey.getByText(t.addedOn)).toBeVisible()
    await expectAccessible(desk, "an account's passkeys")
    await screenshot(desk, `staff-account-passkeys-${lang}`, [412, 1366])

    // Remove asks first; nothing is removed until the admin confirms.
    const since = await lastOutboxId()
    await passkey.getByRole('button', { name: t.removeNamed }).click()
    const confirm = desk.getByRole('dialog', { name: t.confirmTitle })
    await expect(confirm).toBeVisible()
    await expectAccessible(desk, "removing an account's passkey")
    await screenshot(desk, `staff-account-passkey-remove-${lang}`, [412, 1366])
    await confirm.getByRole('button', { name: t.remove, exact: true }).click()
    await expect(desk.getByRole('status').filter({ hasText: t.removed })).toBeVisible()
    await expect(desk.getByRole('dialog', { name: t.passkeysOf })).toContainText(t.none)

    // Its person is told by e-mail.
    await expect
      .poll(async () => (await outbox()).some((m) => m.id > since && m.channel === 'email' && m.to === staff.email))
      .toBe(true)
    await deskContext.close()
  })
}
