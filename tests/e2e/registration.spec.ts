import { createMember, expect, fillLogin, type Lang, loginTexts, inOneLanguage, test } from './support/fixtures.ts'
import { emailLink, lastOutboxId, randomPhone, smsCode } from './support/outbox.ts'
import { screenshot } from './support/screens.ts'

/** What a person reads on the registration and verification screens, in each language. */
export const registrationTexts = {
  en: {
    registerNow: 'Register now',
    salutation: 'Salutation',
    salutationOption: 'Mr',
    firstName: 'First name',
    surname: 'Surname',
    email: 'E-mail address',
    mobile: 'Mobile number',
    month: 'Month of birth',
    next: 'Next',
    yes: 'Yes',
    estate: 'Estate / building',
    estateName: 'The Palazzo',
    street: 'Street',
    notNow: 'Not now (Ordinary membership)',
    unit: 'Flat / room',
    floor: 'Floor',
    password: 'Password',
    confirmPassword: 'Confirm password',
    language: 'English',
    consent: /I have read and accept/,
    submit: 'Submit',
    phoneTitle: 'Verify your mobile number',
    code: 'Verification code',
    verify: 'Verify',
    emailTitle: 'Verify your e-mail address',
    progress: 'Registration progress',
    successTitle: 'Registration complete',
    toLogin: 'Go to login',
  },
  tc: {
    registerNow: '立即登記',
    salutation: '稱謂',
    salutationOption: '先生',
    firstName: '名字',
    surname: '姓氏',
    email: '電郵地址',
    mobile: '手機號碼',
    month: '出生月份',
    next: '下一步',
    yes: '是',
    estate: '屋苑 / 大廈',
    estateName: '御龍山',
    street: '街道',
    notNow: '暫不申請（普通會員）',
    unit: '單位 / 室',
    floor: '樓層',
    password: '密碼',
    confirmPassword: '確認密碼',
    language: '繁體中文',
    consent: /本人已閱讀並接受/,
    submit: '提交',
    phoneTitle: '驗證手機號碼',
    code: '驗證碼',
    verify: '驗證',
    emailTitle: '驗證電郵地址',
    progress: '登記進度',
    successTitle: '登記完成',
    toLogin: '前往登入',
  },
  sc: {
    registerNow: '立即注册',
    salutation: '称谓',
    salutationOption: '先生',
    firstName: '名字',
    surname: '姓氏',
    email: '电子邮箱',
    mobile: '手机号码',
    month: '出生月份',
    next: '下一步',
    yes: '是',
    estate: '屋苑 / 大厦',
    estateName: '御龙山',
    street: '街道',
    notNow: '暂不申请（普通会员）',
    unit: '单位 / 室',
    floor: '楼层',
    password: '密码',
    confirmPassword: '确认密码',
    language: '简体中文',
    consent: /本人已阅读并接受/,
    submit: '提交',
    phoneTitle: '验证手机号码',
    code: '验证码',
    verify: '验证',
    emailTitle: '验证电子邮箱',
    progress: '注册进度',
    successTitle: '注册完成',
    toLogin: '前往登录',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a visitor registers, verifies phone and e-mail, and logs in (${lang})${inOneLanguage(lang, 'tc')}`, async ({ page }) => {
    test.slow()
    const t = registrationTexts[lang]
    const phone = randomPhone()
    const email = `r${phone}@example.com`
    const password = 'Newpass!123'

    await page.goto(`/${lang}/Login`)
    await page.getByRole('link', { name: t.registerNow }).click()
    await expect(page).toHaveURL(`/${lang}/registration`)

    await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
    await page.getByRole('textbox', { name: t.firstName }).fill('Siu Ming')
    await page.getByRole('textbox', { name: t.surname }).fill('Wong')
    await page.getByRole('textbox', { name: t.email }).fill(email)
    await page.getByRole('textbox', { name: t.mobile }).fill(phone)
    await page.getByRole('combobox', { name: t.month }).selectOption('5')
    // What was typed survives a reload.
    await page.reload()
    await expect(page.getByRole('textbox', { name: t.mobile })).toHaveValue(phone)
    await page.getByRole('button', { name: t.next }).click()

    await expect(page).toHaveURL(`/${lang}/registration/step-2`)
    await page.reload()
    await page.getByRole('radio', { name: t.yes }).check()
    await page.getByRole('radio', { name: t.notNow }).check()
    const estate = page.getByRole('combobox', { name: t.estate })
    await estate.click()
    await estate.fill(t.estateName.slice(-3))
    await page.getByRole('option', { name: t.estateName }).click()
    // Choosing a group estate fills in its street.
    await expect(page.getByRole('textbox', { name: t.street })).toHaveValue('28 Lok King Street, Fo Tan')
    await page.getByRole('textbox', { name: t.unit }).fill('A')
    await page.getByRole('textbox', { name: t.floor }).fill('12')
    await page.getByRole('button', { name: t.next }).click()

    await expect(page).toHaveURL(`/${lang}/registration/step-3`)
    await page.getByRole('textbox', { name: t.password, exact: true }).fill(password)
    await page.getByRole('textbox', { name: t.confirmPassword }).fill(password)
    // The page's language is chosen already.
    await expect(page.getByRole('radio', { name: t.language })).toBeChecked()
    await page.getByRole('checkbox', { name: t.consent }).check()
    const since = await lastOutboxId()
    await page.getByRole('button', { name: t.submit }).click()

    await expect(page.getByRole('heading', { level: 1, name: t.phoneTitle })).toBeVisible()
    // Verification is the registration's fourth step, shown current.
    const lastStep = page.getByRole('list', { name: t.progress }).getByRole('listitem').nth(3)
    await expect(lastStep).toHaveAttribute('aria-current', 'step')
    await screenshot(page, `registration-verify-phone-${lang}`)
    await page.getByRole('textbox', { name: t.code }).fill(await smsCode(phone, since))
    await page.getByRole('button', { name: t.verify, exact: true }).click()

    await expect(page.getByRole('heading', { level: 1, name: t.emailTitle })).toBeVisible()
    await expect(lastStep).toHaveAttribute('aria-current', 'step')
    // The sent registration and the verified code are done with: Back leaves them, with no new code asked for.
    await page.goBack()
    await expect(page).not.toHaveURL(/verify-(phone|email)/)
    await expect(page.getByRole('heading', { level: 1, name: t.phoneTitle })).toHaveCount(0)
    const link = await emailLink(email, since)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: t.successTitle })).toBeVisible()
    // The link opened again within a minute is remembered as verified (the server would refuse a used key).
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: t.successTitle })).toBeVisible()
    await page.getByRole('link', { name: t.toLogin }).click()

    await expect(page).toHaveURL(`/${lang}/Login`)
    await fillLogin(page, lang, { phone, password })
    await expect(page.getByRole('heading', { level: 1, name: loginTexts[lang].profile })).toBeVisible()
  })
}

/** The way on offered when the number or e-mail address is registered already, in each language. */
const registeredTexts = {
  en: {
    taken: 'This mobile number has already been registered',
    logIn: 'Log in',
    forgot: 'Forgot password?',
    forgotTitle: 'Forgot password',
  },
  tc: { taken: '此手機號碼已被登記', logIn: '登入', forgot: '忘記密碼？', forgotTitle: '忘記密碼' },
  sc: { taken: '此手机号码已被注册', logIn: '登录', forgot: '忘记密码？', forgotTitle: '忘记密码' },
} as const satisfies Record<Lang, Record<string, string>>

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a number already registered offers to log in or set a new password (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
  }) => {
    const t = registrationTexts[lang]
    const r = registeredTexts[lang]
    const member = await createMember()
    await page.goto(`/${lang}/registration`)
    await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
    await page.getByRole('textbox', { name: t.firstName }).fill('Siu Ming')
    await page.getByRole('textbox', { name: t.surname }).fill('Wong')
    await page.getByRole('textbox', { name: t.email }).fill(`new${member.phone}@example.com`)
    await page.getByRole('textbox', { name: t.mobile }).fill(member.phone)
    await page.getByRole('combobox', { name: t.month }).selectOption('5')
    await page.getByRole('button', { name: t.next }).click()

    await expect(page.getByText(r.taken)).toBeVisible()
    await expect(page.getByRole('link', { name: r.logIn, exact: true })).toHaveAttribute('href', `/${lang}/Login`)
    await screenshot(page, `registration-taken-${lang}`)
    await page.getByRole('link', { name: r.forgot }).click()
    await expect(page).toHaveURL(`/${lang}/forgot-password`)
    await expect(page.getByRole('heading', { level: 1, name: r.forgotTitle })).toBeVisible()
  })
}
