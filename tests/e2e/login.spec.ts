import { createMember, expect, fillLogin, logIn, loginTexts, inOneLanguage, test } from './support/fixtures.ts'
import { lastOutboxId, randomPhone, smsCode } from './support/outbox.ts'
import { screenshot } from './support/screens.ts'

/** An ordinary registration as the registration form sends it. */
const registrationPayload = (mobilePhone: string, emailAddress: string) => ({
  salutationId: 1,
  firstName: 'Siu Ming',
  lastName: 'Wong',
  emailAddress,
  countryCodeId: 1,
  mobilePhone,
  birthdayMonth: 5,
  isLiveInSinoProperties: true,
  propertyOwnership: null,
  sinoEstate: 1,
  nonSinoEstate: null,
  otherEstate: null,
  propertyTypeId: 1,
  unit: 'A',
  floor: '12',
  block: '3',
  street: '28 Lok King Street, Fo Tan',
  district: 16,
  otherDistrict: null,
  areaId: 3,
  otherArea: null,
  countryId: 56,
  otherCountry: null,
  addressDocumentId: [],
  isConsentToSinoGroup: false,
  tncAcceptance: true,
  picsAcceptance: true,
  password: 'Newpass!123',
  defaultLangId: 1,
  language: 'en',
})

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`${lang}: a member logs in and shows the membership card with its QR code${inOneLanguage(lang, 'en')}`, async ({
    page,
    member,
  }) => {
    const texts = loginTexts[lang]
    await page.goto(`/${lang}/Login`)
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible()
    await fillLogin(page, lang, member)
    await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
    await expect(page.getByRole('heading', { level: 1, name: texts.profile })).toBeVisible()
    await expect(page.getByRole('figure')).toContainText(member.clubMemberId)
    await expect(page.getByRole('figure')).toContainText('TAI MAN CHAN')

    await page.getByRole('button', { name: texts.showQr }).click()
    const popup = page.getByRole('dialog', { name: `${texts.memberId} ${member.clubMemberId}` })
    await expect(popup).toBeVisible()
    const qr = popup.getByRole('img', { name: `${texts.memberId} ${member.clubMemberId}` })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(128)
    await popup.getByRole('button', { name: { en: 'Close', tc: '關閉', sc: '关闭' }[lang] }).click()
    await expect(popup).toBeHidden()
  })
}

test('the fields say what is wrong, in the page language', async ({ page }) => {
  await page.goto('/en/Login')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('Please enter your mobile number')).toBeVisible()
  await expect(page.getByText('Please enter your password')).toBeVisible()

  const mobile = page.getByRole('textbox', { name: 'Mobile number' })
  await mobile.fill('9123456')
  await expect(page.getByText('Mobile number must be 8 digits')).toBeVisible()
  await mobile.fill('31234567')
  await expect(page.getByText('A Hong Kong mobile number starts with 4 to 9')).toBeVisible()
  await mobile.fill('9123456a')
  await expect(page.getByText('Enter the mobile number in digits only')).toBeVisible()
  await page.getByRole('combobox', { name: 'Country code' }).selectOption({ label: '+86 Mainland China' })
  await mobile.fill('91234567')
  await expect(page.getByText('Mobile number must be 11 digits')).toBeVisible()
  await mobile.fill('13812345678')
  await expect(page.getByText(/Mobile number must/)).toBeHidden()
  await expect(mobile).not.toHaveAttribute('aria-invalid')

  await page.getByRole('link', { name: '繁' }).click()
  await expect(page.getByText('請輸入密碼')).toBeVisible()
})

test('the country code selector offers every code but the hidden one', async ({ page }) => {
  await page.goto('/en/Login')
  const selector = page.getByRole('combobox', { name: 'Country code' })
  await expect(selector).toHaveValue('1')
  await expect(selector.locator('option')).toHaveCount(13)
  await expect(selector.locator('option[value="4"]')).toHaveCount(0)
})

/** A field's description: its error, after the mark that draws the eye to it. */
const saying = (text: string) => new RegExp(`${text.replaceAll('.', '\\.')}$`)

const refusals = {
  en: 'Invalid mobile number or password',
  tc: '手機號碼或密碼錯誤',
  sc: '手机号码或密码错误',
} as const

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`${lang}: a wrong password is said at the password field until the member changes it${inOneLanguage(lang, 'tc')}`, async ({
    page,
    member,
  }) => {
    const texts = loginTexts[lang]
    await page.clock.install()
    await page.goto(`/${lang}/Login`)
    await fillLogin(page, lang, { phone: member.phone, password: 'Wrong#123' })
    const password = page.getByRole('textbox', { name: texts.password, exact: true })
    await expect(password).toHaveAccessibleDescription(saying(refusals[lang]))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toBeFocused()
    await expect(page).toHaveURL(`/${lang}/Login`)
    // Not a message that goes by itself: a minute later it is still there.
    await page.clock.runFor(60_000)
    await expect(page.getByText(refusals[lang])).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: refusals[lang] })).toHaveCount(0)
    await screenshot(page, `login-refused-${lang}`, [390, 1366])

    await password.fill('Wrong#1234')
    await expect(page.getByText(refusals[lang])).toBeHidden()
    await expect(password).not.toHaveAttribute('aria-invalid')

    // No such number reads the same, and a change to the number takes the message away too.
    await fillLogin(page, lang, { phone: '98765432', password: 'Wrong#123' })
    await expect(password).toHaveAccessibleDescription(saying(refusals[lang]))
    await page.getByRole('textbox', { name: texts.mobile }).fill(member.phone)
    await expect(page.getByText(refusals[lang])).toBeHidden()
  })
}

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/en/Login')
  const password = page.getByRole('textbox', { name: 'Password', exact: true })
  await password.fill('Secret#123')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(password).toHaveAttribute('type', 'password')
})

test('a member migrated from the old portal is asked to verify first (609)', async ({ page }) => {
  const migrated = await createMember({ firstTime: true })
  await page.goto('/sc/Login')
  await fillLogin(page, 'sc', migrated)
  const popup = page.getByRole('dialog', { name: '欢迎使用全新信和会会员平台' })
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('请先验证您的手机号码及电子邮箱')
  await expect(popup.getByRole('button', { name: '立即验证' })).toBeVisible()
})

test('after five failures the account is paused, and the page says for how long', async ({ page, member }) => {
  // Six logins, each a password hash on the server.
  test.slow()
  await page.goto('/en/Login')
  const password = page.getByRole('textbox', { name: 'Password', exact: true })
  for (let i = 0; i < 5; i++) {
    await fillLogin(page, 'en', { phone: member.phone, password: `Wrong#12${i}` })
    await expect(password).toHaveAccessibleDescription(saying(refusals.en))
  }
  await fillLogin(page, 'en', member)
  await expect(page.getByRole('status')).toContainText(/Too many unsuccessful attempts\. Please try again in \d+ seconds\./)
})

test('a registrant who proved the phone but not the e-mail is told so and can have the link again', async ({ page }) => {
  const phone = randomPhone()
  const email = `pending${phone}@example.com`
  const since = await lastOutboxId()
  const registered = await page.request.post('/api/register', { data: registrationPayload(phone, email) })
  expect(registered.ok()).toBe(true)
  const { memberId } = ((await registered.json()) as { data: { memberId: string } }).data
  const token = await smsCode(phone, since)
  await page.request.post('/api/otpVerify', { data: { token, memberId, language: 'en', type: 'register' } })

  await page.goto('/en/Login')
  await fillLogin(page, 'en', { phone, password: 'Newpass!123' })
  await expect(page.getByRole('status')).toContainText(`Your e-mail address ${email} is not verified yet`)
  await expect(page).toHaveURL('/en/verify-email')
  await expect(page.getByText(`We have sent a verification link to ${email}`)).toBeVisible()
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
})

test('a logged-in member who opens the login page goes to the account', async ({ page, member }) => {
  await logIn(page, 'en', member)
  await page.goto('/en/Login')
  await expect(page).toHaveURL('/en/my-account/Profile')
})
