import { createMember, expect, fillLogin, loginTexts, logIn, test } from './support/fixtures.ts'

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`${lang}: a member logs in and shows the membership card with its QR code @phone`, async ({ page, member }) => {
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
  await expect(page.getByText('Invalid Login ID')).toBeVisible()
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

test('a wrong password and an unknown number each get a toast', async ({ page, member }) => {
  await page.goto('/en/Login')
  await fillLogin(page, 'en', { phone: member.phone, password: 'Wrong#123' })
  await expect(page.getByRole('status')).toContainText('Invalid Login ID or Password')
  await expect(page).toHaveURL('/en/Login')

  await page.goto('/tc/Login')
  await fillLogin(page, 'tc', { phone: '98765432', password: 'Wrong#123' })
  await expect(page.getByRole('status')).toContainText('登入名稱或密碼錯誤')
})

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
  const popup = page.getByRole('dialog', { name: '欢迎使用全新 Sino Club 会员平台' })
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('请先验证您的手机号码及电邮地址')
  await expect(popup.getByRole('button', { name: '立即验证' })).toBeVisible()
})

test('after five failures the account is paused, and the page says for how long', async ({ page, member }) => {
  await page.goto('/en/Login')
  for (let i = 0; i < 5; i++) {
    await fillLogin(page, 'en', { phone: member.phone, password: `Wrong#12${i}` })
    await expect(page.getByRole('status')).toContainText('Invalid Login ID or Password')
  }
  await fillLogin(page, 'en', member)
  await expect(page.getByRole('status')).toContainText(/Too many unsuccessful attempts\. Please try again in \d+ seconds\./)
})

test('a logged-in member who opens the login page goes to the account', async ({ page, member }) => {
  await logIn(page, 'en', member)
  await page.goto('/en/Login')
  await expect(page).toHaveURL('/en/my-account/Profile')
})
