import { expect, type Lang, inOneLanguage, test } from './support/fixtures.ts'
import { lastOutboxId } from './support/outbox.ts'
import { screenshot } from './support/screens.ts'
import {
  authenticatorOf,
  createStaff,
  linkKeyOf,
  previousCode,
  signInAsStaff,
  staffLinkPath,
  staffSignInTexts,
} from './support/staff.ts'

/** What an admin and a new staff member read while an account is made and set up, in each language. */
const texts = {
  en: {
    ...staffSignInTexts.en,
    accounts: 'Staff accounts',
    name: 'Name',
    createAccount: 'Create the account',
    created: /An invitation was e-mailed to/,
    invited: 'Invited: not set up yet',
    inviteSubject: 'Your Sino Club staff console account',
    enrolTitle: 'Set up your staff account',
    newPassword: 'New password',
    confirmPassword: 'New password again',
    passwordInvalid:
      'The password must be 8 to 16 characters, with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&, and only letters, digits and those symbols',
    qr: 'QR code for the authenticator app',
    enrolCode: 'Code the app shows now',
    codeWrong: 'This code is not right: type the 6 digits the authenticator app shows now',
    enrolSubmit: 'Finish and sign in',
    upgradeQueue: 'Upgrade applications',
    parkingQueue: 'Parking applications',
    navPassword: 'Change password',
    passwordTitle: 'Change your password',
    currentPassword: 'Current password',
    changePassword: 'Change the password',
    currentWrong: 'The current password is not right',
    passwordChanged: 'Your password is changed. Your other sessions have ended.',
    signOut: 'Sign out',
    resetTotp: 'Reset authenticator',
    confirmReset: 'Confirm: reset and e-mail a link',
    resetDone: /authenticator is reset and their sessions have ended/,
    enrolAuthenticatorTitle: 'Set up your authenticator again',
    linkInvalidTitle: 'This link cannot be used',
    audit: 'Audit log',
    filterActor: 'Staff e-mail',
    filter: 'Filter',
    acceptedInvite: 'Account set up (password and authenticator)',
    enrolledAgain: 'Authenticator set up again',
    passwordChangedAction: 'Password changed',
  },
  tc: {
    ...staffSignInTexts.tc,
    accounts: '職員帳戶',
    name: '姓名',
    createAccount: '建立帳戶',
    created: /邀請已電郵至/,
    invited: '已邀請：尚未設定',
    inviteSubject: '您的信和會職員控制台帳戶',
    enrolTitle: '設定您的職員帳戶',
    newPassword: '新密碼',
    confirmPassword: '再次輸入新密碼',
    passwordInvalid:
      '密碼須為 8 至 16 個字元，包含細楷字母、大楷字母、數字及 @$!%*?& 其中一個符號，並只可使用字母、數字及這些符號',
    qr: '驗證器應用程式的二維碼',
    enrolCode: '應用程式現時顯示的驗證碼',
    codeWrong: '驗證碼不正確：請輸入驗證器應用程式現時顯示的6位數字',
    enrolSubmit: '完成設定並登入',
    upgradeQueue: '升級申請',
    parkingQueue: '泊車優惠申請',
    navPassword: '更改密碼',
    passwordTitle: '更改您的密碼',
    currentPassword: '現有密碼',
    changePassword: '更改密碼',
    currentWrong: '現有密碼不正確',
    passwordChanged: '您的密碼已更改，其他登入已結束。',
    signOut: '登出',
    resetTotp: '重設驗證器',
    confirmReset: '確認：重設並電郵連結',
    resetDone: /已重設.+的驗證器並結束其登入/,
    enrolAuthenticatorTitle: '重新設定驗證器',
    linkInvalidTitle: '此連結無法使用',
    audit: '審計記錄',
    filterActor: '職員電郵',
    filter: '篩選',
    acceptedInvite: '完成帳戶設定（密碼及驗證器）',
    enrolledAgain: '重新設定驗證器',
    passwordChangedAction: '更改密碼',
  },
  sc: {
    ...staffSignInTexts.sc,
    accounts: '职员账户',
    name: '姓名',
    createAccount: '创建账户',
    created: /邀请已通过电子邮件发送至/,
    invited: '已邀请：尚未设置',
    inviteSubject: '您的信和会职员控制台账户',
    enrolTitle: '设置您的职员账户',
    newPassword: '新密码',
    confirmPassword: '再次输入新密码',
    passwordInvalid:
      '密码须为 8 至 16 个字符，包含小写字母、大写字母、数字及 @$!%*?& 其中一个符号，并只能使用字母、数字及这些符号',
    qr: '验证器应用程序的二维码',
    enrolCode: '应用程序当前显示的验证码',
    codeWrong: '验证码不正确：请输入验证器应用程序当前显示的6位数字',
    enrolSubmit: '完成设置并登录',
    upgradeQueue: '升级申请',
    parkingQueue: '停车优惠申请',
    navPassword: '更改密码',
    passwordTitle: '更改您的密码',
    currentPassword: '现有密码',
    changePassword: '更改密码',
    currentWrong: '现有密码不正确',
    passwordChanged: '您的密码已更改，其他登录已结束。',
    signOut: '退出登录',
    resetTotp: '重置验证器',
    confirmReset: '确认：重置并通过电子邮件发送链接',
    resetDone: /已重置.+的验证器并结束其登录/,
    enrolAuthenticatorTitle: '重新设置验证器',
    linkInvalidTitle: '此链接无法使用',
    audit: '审计记录',
    filterActor: '职员邮箱',
    filter: '筛选',
    acceptedInvite: '完成账户设置（密码及验证器）',
    enrolledAgain: '重新设置验证器',
    passwordChangedAction: '更改密码',
  },
} as const

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a new staff member sets up their account from the e-mailed invitation, changes their password, and enrols a new authenticator after a reset (${lang})${inOneLanguage(lang, 'en', 'desktop')}`, async ({
    browser,
    page: person,
  }) => {
    test.slow()
    const t = texts[lang]
    const admin = await createStaff('admin')
    const deskContext = await browser.newContext()
    const desk = await deskContext.newPage()
    await desk.goto(`/${lang}/staff/login`)
    await signInAsStaff(desk, lang, admin)
    await desk.getByRole('link', { name: t.accounts }).click()
    await expect(desk.getByRole('heading', { level: 1, name: t.accounts })).toBeVisible()

    // The admin names the person: no password field, and nothing secret is shown.
    const email = `new.${unique()}@sino.example`
    const since = await lastOutboxId()
    await desk.getByRole('textbox', { name: t.email }).fill(email)
    await desk.getByRole('textbox', { name: t.name }).fill('Ho Wing Sze')
    await expect(desk.getByLabel(t.password)).toHaveCount(0)
    await desk.getByRole('button', { name: t.createAccount }).click()
    await expect(desk.getByText(t.created)).toBeVisible()
    const row = desk.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText(t.invited)
    await expect(desk.locator('code')).toHaveCount(0)
    await screenshot(desk, `staff-accounts-invited-${lang}`, [1366, 360])

    // The person opens the link from their e-mail, in the console's language.
    const invitation = await staffLinkPath(email, since)
    expect(invitation.startsWith(`/${lang}/staff/enrol#`)).toBe(true)
    await person.goto(invitation)
    await expect(person.getByRole('heading', { level: 1, name: t.enrolTitle })).toBeVisible()
    await expect(person.getByText(email)).toBeVisible()
    await expect(person.getByRole('img', { name: t.qr })).toBeVisible()
    // Another language keeps the key, which is in the fragment (no server log or Referer holds it).
    await expect(person.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      `/en/staff/enrol#${linkKeyOf(invitation)}`,
    )
    const secret = await person.locator('code').textContent()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const code = authenticatorOf(secret!)
    await screenshot(person, `staff-enrol-invite-${lang}`, [1366, 360])

    // A password outside the members' policy is refused before anything is sent; so is a wrong code, by the portal.
    await person.getByRole('textbox', { name: t.newPassword, exact: true }).fill('Ho#2026wsX')
    await person.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill('Ho#2026wsX')
    await person.getByRole('textbox', { name: t.enrolCode }).fill('000000')
    await person.getByRole('button', { name: t.enrolSubmit }).click()
    await expect(person.getByText(t.passwordInvalid)).toBeVisible()
    await person.getByRole('textbox', { name: t.newPassword, exact: true }).fill('Ho@2026ws')
    await person.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill('Ho@2026ws')
    await person.getByRole('button', { name: t.enrolSubmit }).click()
    await expect(person.getByText(t.codeWrong)).toBeVisible()
    // The code of a moment ago (the phone's clock a little behind): the one of now stays unused for the sign-in below.
    await person.getByRole('textbox', { name: t.enrolCode }).fill(await previousCode(code))
    await person.getByRole('button', { name: t.enrolSubmit }).click()
    await expect(person.getByRole('heading', { level: 1, name: t.upgradeQueue })).toBeVisible()
    await expect(person).toHaveURL(`/${lang}/staff/upgrade`)

    // The link works once.
    await person.goto(invitation)
    await expect(person.getByRole('heading', { level: 1, name: t.linkInvalidTitle })).toBeVisible()
    await screenshot(person, `staff-enrol-used-${lang}`, [1366, 360])

    // Their own password, changed with the current one.
    await person.goto(`/${lang}/staff/upgrade`)
    await person.getByRole('link', { name: t.navPassword }).click()
    await expect(person.getByRole('heading', { level: 1, name: t.passwordTitle })).toBeVisible()
    await screenshot(person, `staff-password-${lang}`, [1366, 360])
    // The page also holds the passkeys, whose adding asks for the password too.
    const passwordForm = person.locator('form').filter({ has: person.getByRole('button', { name: t.changePassword }) })
    await passwordForm.getByRole('textbox', { name: t.currentPassword, exact: true }).fill('Wrong@2026')
    await passwordForm.getByRole('textbox', { name: t.newPassword, exact: true }).fill('Ho@2027ws')
    await passwordForm.getByRole('textbox', { name: t.confirmPassword, exact: true }).fill('Ho@2027ws')
    await passwordForm.getByRole('button', { name: t.changePassword }).click()
    await expect(person.getByText(t.currentWrong)).toBeVisible()
    await passwordForm.getByRole('textbox', { name: t.currentPassword, exact: true }).fill('Ho@2026ws')
    await passwordForm.getByRole('button', { name: t.changePassword }).click()
    await expect(person.getByText(t.passwordChanged)).toBeVisible()
    await person.getByRole('button', { name: t.signOut }).click()
    await signInAsStaff(person, lang, { email, password: 'Ho@2027ws', code })
    await expect(person.getByRole('heading', { level: 1, name: t.upgradeQueue })).toBeVisible()

    // The phone is lost: the admin resets the authenticator; the person's session ends at once.
    await desk.reload()
    const since2 = await lastOutboxId()
    await row.getByRole('button', { name: `${t.resetTotp} Ho Wing Sze` }).click()
    await row.getByRole('button', { name: t.confirmReset }).click()
    await expect(desk.getByText(t.resetDone)).toBeVisible()
    await expect(desk.locator('code')).toHaveCount(0)
    await person.getByRole('link', { name: t.parkingQueue }).click()
    await expect(person.getByRole('button', { name: t.signIn })).toBeVisible()

    // The new link asks for their password and enrols a new authenticator.
    await person.goto(await staffLinkPath(email, since2))
    await expect(person.getByRole('heading', { level: 1, name: t.enrolAuthenticatorTitle })).toBeVisible()
    await expect(person.getByRole('textbox', { name: t.confirmPassword, exact: true })).toHaveCount(0)
    const newSecret = await person.locator('code').textContent()
    expect(newSecret).not.toBe(secret)
    await screenshot(person, `staff-enrol-authenticator-${lang}`, [1366, 360])
    await person.getByRole('textbox', { name: t.currentPassword, exact: true }).fill('Ho@2027ws')
    await person.getByRole('textbox', { name: t.enrolCode }).fill(authenticatorOf(newSecret!)())
    await person.getByRole('button', { name: t.enrolSubmit }).click()
    await expect(person.getByRole('heading', { level: 1, name: t.upgradeQueue })).toBeVisible()

    // The audit log tells it in the console's words.
    await desk.getByRole('link', { name: t.audit }).click()
    await desk.getByRole('textbox', { name: t.filterActor }).fill(email)
    await desk.getByRole('button', { name: t.filter }).click()
    for (const action of [t.acceptedInvite, t.passwordChangedAction, t.enrolledAgain]) {
      await expect(desk.getByRole('cell', { name: action }).first()).toBeVisible()
    }
    await screenshot(desk, `staff-audit-enrol-${lang}`, [1366, 360])
    await deskContext.close()
  })
}
