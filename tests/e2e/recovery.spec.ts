import { createMember, expect, fillLogin, loginTexts, test, inOneLanguage } from './support/fixtures.ts'
import { emailLink, lastOutboxId, randomPhone, smsCode } from './support/outbox.ts'

test('a member who forgot the password resets it by SMS code and logs in with the new one @phone', async ({ page, member }) => {
  test.slow()
  await page.goto('/en/Login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/en/forgot-password')
  // The login page stays until this one has its texts, and it has a "Mobile number" field too.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(member.phone)
  const since = await lastOutboxId()
  await page.getByRole('button', { name: 'Send verification code' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled()
  const code = await smsCode(member.phone, since)
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The verification code is incorrect or has expired.' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code)
  // A changed code is no longer the one the server refused.
  await expect(page.getByText('The verification code is incorrect or has expired.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Verify', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed!42')
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Renewed!4')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Renewed!42')
  await page.getByRole('button', { name: 'Save password' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible()
  // The code and the new password are done with: Back goes to where the flow began, not into it.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible()
  await page.goto('/en/Login')
  await fillLogin(page, 'en', { phone: member.phone, password: 'Renewed!42' })
  await expect(page.getByRole('heading', { level: 1, name: loginTexts.en.profile })).toBeVisible()
})

test('forgot password with a number nobody registered marks the phone field and offers registration', async ({ page }) => {
  await page.goto('/en/forgot-password')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(randomPhone())
  await page.getByRole('button', { name: 'Send verification code' }).click()
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL('/en/forgot-password')
  await expect(page.getByRole('status').filter({ hasText: 'Not a member yet?' })).toBeVisible()
  await page.getByRole('link', { name: 'Register now' }).click()
  await expect(page).toHaveURL('/en/registration')
})

test('a migrated member completes the first-time login, offered what the portal holds, and logs in with a new password @phone', async ({
  page,
}) => {
  test.slow()
  const member = await createMember({ firstTime: true })
  const email = `first${member.phone}@example.com`
  await page.goto('/en/Login')
  const since = await lastOutboxId()
  await fillLogin(page, 'en', member)
  await expect(page.getByRole('dialog', { name: 'Welcome to the new Sino Club portal' })).toBeVisible()
  await page.getByRole('button', { name: 'Verify now' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await smsCode(member.phone, since))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Add your e-mail address' })).toBeVisible()
  // The address the portal holds is offered; the member may give another.
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(`m${member.phone}@example.com`)
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('button', { name: 'Send verification e-mail' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible()
  await expect(page.getByText('Please check your junk mail folder')).toBeVisible()

  const link = await emailLink(email, since)
  expect(link).toMatch(/\/en\/verifyUser\/[^/]+\/firstTimeLogin$/)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('FirstTime9!')
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('FirstTime9!')
  await page.getByRole('button', { name: 'Save password' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to login' }).click()
  // The number is filled in: only the new password is typed.
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(member.phone)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('FirstTime9!')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: loginTexts.en.profile })).toBeVisible()
})

test('an unknown e-mail link leads to the expired page; success pages need their flow', async ({ page }) => {
  await page.goto('/en/register-success')
  await expect(page).toHaveURL('/en/Login')
  await page.goto('/en/verifyUserAccount/not-a-real-key')
  await expect(page).toHaveURL('/en/expired')
})

const expiredTexts = {
  en: {
    title: 'This link cannot be used',
    help: 'For a new link, log in',
    forgot: 'Forgot password?',
    forgotTitle: 'Forgot password',
  },
  tc: { title: '此連結無法使用', help: '如需新連結', forgot: '忘記密碼？', forgotTitle: '忘記密碼' },
  sc: { title: '此链接无法使用', help: '如需新链接', forgot: '忘记密码？', forgotTitle: '忘记密码' },
} as const

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`a used e-mail link says it is the link, and how to get a new one (${lang})${inOneLanguage(lang, 'sc', 'desktop')}`, async ({
    page,
  }) => {
    const t = expiredTexts[lang]
    await page.goto(`/${lang}/verifyUser/not-a-real-key`)
    await expect(page).toHaveURL(`/${lang}/expired`)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByText(t.help)).toBeVisible()
    await page.getByRole('link', { name: t.forgot }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.forgotTitle })).toBeVisible()
  })
}
