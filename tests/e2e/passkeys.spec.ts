import { createMember, expect, type Lang, logIn, loginTexts, inOneLanguage, test } from './support/fixtures.ts'
import { outbox } from './support/outbox.ts'
import { screenshot } from './support/screens.ts'
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts'

/** What a member reads about passkeys, in each language. */
const texts = {
  en: {
    updateProfile: 'Update profile',
    devices: 'Signed-in devices',
    passkeys: 'Passkeys',
    none: 'You have no passkeys yet.',
    currentPassword: 'Current password',
    name: 'Name of the passkey',
    add: 'Add a passkey',
    added: 'Passkey added. You can now log in with it.',
    neverUsed: 'Not used yet',
    lastUsed: 'Last used',
    remove: (name: string) => `Remove the passkey ${name}`,
    removeOk: 'Remove',
    stillOffered: 'your phone or computer may still offer it until you delete it there.',
    wrongPassword: 'Current Password incorrect',
    removed:
      'Passkey removed: it no longer logs you in. You can also delete it from your phone or computer, in its passwords or passkeys settings.',
    logout: 'Logout',
    signIn: 'Sign in with a passkey',
    refused: 'This passkey could not sign you in. Try again, or log in with your mobile number and password.',
    addedMail: 'A passkey was added to your Sino Club account',
    removedMail: 'A passkey was removed from your Sino Club account',
  },
  tc: {
    updateProfile: '更新個人資料',
    devices: '已登入的裝置',
    passkeys: '通行密鑰',
    none: '您尚未有通行密鑰。',
    currentPassword: '現有密碼',
    name: '通行密鑰名稱',
    add: '新增通行密鑰',
    added: '已新增通行密鑰，您現在可以用它登入。',
    neverUsed: '尚未使用',
    lastUsed: '最後使用',
    remove: (name: string) => `移除通行密鑰 ${name}`,
    removeOk: '移除',
    stillOffered: '在您從手機或電腦刪除它之前，裝置或會繼續建議使用它。',
    wrongPassword: '現有密碼不正確',
    removed: '已移除通行密鑰，它不能再用於登入。您亦可在手機或電腦的密碼或通行密鑰設定中將它刪除。',
    logout: '登出',
    signIn: '使用通行密鑰登入',
    refused: '未能以此通行密鑰登入。請再試一次，或以手機號碼及密碼登入。',
    addedMail: '您的信和會帳戶已新增通行密鑰',
    removedMail: '您的信和會帳戶已移除通行密鑰',
  },
  sc: {
    updateProfile: '更新个人信息',
    devices: '已登录的设备',
    passkeys: '通行密钥',
    none: '您还没有通行密钥。',
    currentPassword: '现有密码',
    name: '通行密钥名称',
    add: '添加通行密钥',
    added: '已添加通行密钥，您现在可以用它登录。',
    neverUsed: '尚未使用',
    lastUsed: '最后使用',
    remove: (name: string) => `移除通行密钥 ${name}`,
    removeOk: '移除',
    stillOffered: '在您从手机或电脑删除它之前，设备可能会继续建议使用它。',
    wrongPassword: '现有密码不正确',
    removed: '已移除通行密钥，它不能再用于登录。您也可以在手机或电脑的密码或通行密钥设置中将它删除。',
    logout: '退出登录',
    signIn: '使用通行密钥登录',
    refused: '未能以此通行密钥登录。请再试一次，或以手机号码及密码登录。',
    addedMail: '您的信和会账户已添加通行密钥',
    removedMail: '您的信和会账户已移除通行密钥',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a member adds a passkey, signs in with it alone, removes it, and it signs in no more, though the device keeps it (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
  }) => {
    test.slow()
    const t = texts[lang]
    // The e-mails come in the member's own language.
    const member = await createMember({ language: lang })
    const authenticator = await addVirtualAuthenticator(page)
    // A browser without WebAuthn's signal API (Firefox, older Safari): the device keeps a removed passkey.
    await page.addInitScript(() => Reflect.deleteProperty(PublicKeyCredential, 'signalUnknownCredential'))
    await logIn(page, lang, member)
    const openPasskeys = async () => {
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${t.updateProfile}`) })
        .click()
      await page.getByRole('link', { name: new RegExp(`^${t.devices}`) }).click()
      await expect(page.getByRole('heading', { level: 2, name: t.passkeys })).toBeVisible()
    }
    await openPasskeys()
    await expect(page.getByRole('status').filter({ hasText: t.none })).toBeVisible()
    const name = `${t.passkeys} ${member.phone.slice(-4)}`
    await page.getByRole('textbox', { name: t.name }).fill(name)
    await page.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
    await page.getByRole('button', { name: t.add }).click()
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible()
    const passkeys = page.getByRole('list', { name: t.passkeys }).getByRole('listitem')
    await expect(passkeys).toHaveCount(1)
    await expect(passkeys.first()).toContainText(name)
    await expect(passkeys.first()).toContainText(t.neverUsed)
    expect(await authenticator.credentials()).toHaveLength(1)
    await screenshot(page, `passkeys-${lang}`, [412, 1366])

    await page.getByRole('button', { name: t.logout }).click()
    await expect(page).toHaveURL(`/${lang}/Login`)
    await page.getByRole('button', { name: t.signIn }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
    await expect(page.getByRole('heading', { level: 1, name: loginTexts[lang].profile })).toBeVisible()

    await openPasskeys()
    await expect(passkeys.first()).toContainText(t.lastUsed)
    // Removing asks for the password: a wrong one is said at its field, and the dialog stays.
    await page.getByRole('button', { name: t.remove(name) }).click()
    const dialog = page.getByRole('dialog', { name: t.remove(name) })
    const password = dialog.getByRole('textbox', { name: t.currentPassword })
    await expect(password).toBeFocused()
    await password.fill(`${member.password}x`)
    await dialog.getByRole('button', { name: t.removeOk, exact: true }).click()
    await expect(password).toHaveAccessibleDescription(new RegExp(t.wrongPassword))
    await screenshot(page, `passkey-remove-${lang}`, [412, 1366])
    await expect(dialog).toBeVisible()
    await password.fill(member.password)
    await dialog.getByRole('button', { name: t.removeOk, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: t.removed })).toBeVisible()
    // This browser cannot tell the device: the passkey stays there, and the portal refuses it.
    expect(await authenticator.credentials()).toHaveLength(1)
    await expect(page.getByRole('status').filter({ hasText: t.none })).toBeVisible()

    await page.getByRole('button', { name: t.logout }).click()
    await expect(page).toHaveURL(`/${lang}/Login`)
    await page.getByRole('button', { name: t.signIn }).click()
    await expect(page.getByRole('status').filter({ hasText: t.refused })).toBeVisible()
    await expect(page).toHaveURL(`/${lang}/Login`)

    const mails = (await outbox()).filter((message) => message.to === `m${member.phone}@example.com`).map((m) => m.subject)
    expect(mails).toEqual(expect.arrayContaining([t.addedMail, t.removedMail]))
  })
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`removing a passkey asks first, then the browser is told and the device no longer offers it (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
    page,
  }) => {
    const t = texts[lang]
    const member = await createMember({ language: lang })
    const authenticator = await addVirtualAuthenticator(page)
    await logIn(page, lang, member)
    await page.goto(`/${lang}/update-profile/devices`)
    const name = `${t.passkeys} ${member.phone.slice(-4)}`
    await page.getByRole('textbox', { name: t.name }).fill(name)
    await page.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
    await page.getByRole('button', { name: t.add }).click()
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible()
    const passkeys = page.getByRole('list', { name: t.passkeys }).getByRole('listitem')

    // Closing the question keeps the passkey.
    await page.getByRole('button', { name: t.remove(name) }).click()
    const question = page.getByRole('dialog', { name: t.remove(name) })
    await expect(question).toContainText(t.stillOffered)
    await screenshot(page, `passkey-remove-question-${lang}`)
    await page.keyboard.press('Escape')
    await expect(question).toBeHidden()
    await expect(passkeys).toHaveCount(1)

    await page.getByRole('button', { name: t.remove(name) }).click()
    await question.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
    await question.getByRole('button', { name: t.removeOk, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: t.removed })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: t.none })).toBeVisible()
    await expect.poll(async () => (await authenticator.credentials()).length).toBe(0)
  })
}
