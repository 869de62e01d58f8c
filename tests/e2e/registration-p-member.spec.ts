import { createMember, expect, fillLogin, loginTexts, test } from './support/fixtures.ts'
import { createReferral, emailLink, lastOutboxId, randomPhone, smsCode } from './support/outbox.ts'
import { fillRegistrationDetails } from './support/registration-details.ts'

test('a referred owner registers as a privilege member, sets a password from the e-mail link and logs in @phone', async ({
  page,
}) => {
  test.slow()
  const code = await createReferral({ estate: 1 })
  const phone = randomPhone()
  const email = `p${phone}@example.com`

  await page.goto(`/en/p-member/registration?referralCode=${code}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Privilege Member Registration' })).toBeVisible()
  // The p-member flow hides the navigation.
  await expect(page.getByRole('link', { name: 'Privileges' })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Referral code' })).toHaveValue(code)
  await fillRegistrationDetails(page, phone, email)

  await expect(page).toHaveURL('/en/p-member/registration/step-2')
  await expect(page.getByText('Your estate is set by your referral code.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Estate / building' })).toBeDisabled()
  await expect(page.getByRole('combobox', { name: 'Estate / building' })).toHaveValue('The Palazzo')
  await page.getByRole('textbox', { name: 'Flat / room' }).fill('B')
  await page.getByRole('textbox', { name: 'Floor' }).fill('8')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL('/en/p-member/registration/step-3')
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0)
  await page.getByRole('radio', { name: 'English' }).check()
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check()
  const since = await lastOutboxId()
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await smsCode(phone, since))
  await page.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your e-mail address' })).toBeVisible()

  await page.goto(await emailLink(email, since))
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Set password' })).toHaveAttribute('aria-current', 'step')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Privil3ge!')
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Privil3ge!')
  await page.getByRole('button', { name: 'Save password' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Password set' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to login' }).click()
  await fillLogin(page, 'en', { phone, password: 'Privil3ge!' })
  await expect(page.getByRole('heading', { level: 1, name: loginTexts.en.profile })).toBeVisible()
  await expect(page.getByText('Privilege', { exact: true }).first()).toBeVisible()
})

test('an unknown referral code is refused on the field and in a popup', async ({ page }) => {
  const phone = randomPhone()
  await page.goto('/en/p-member/registration?referralCode=NOPE-0000')
  await fillRegistrationDetails(page, phone, `x${phone}@example.com`)
  await expect(page.getByRole('dialog')).toContainText('The referral code is invalid')
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The referral code is invalid' })).toBeVisible()
  await expect(page).toHaveURL(/\/en\/p-member\/registration\?/)
})

test('an e-mail or phone already registered stops step 1 on its field', async ({ page }) => {
  const member = await createMember()
  await page.goto('/en/registration')
  await fillRegistrationDetails(page, member.phone, `m${member.phone}@example.com`)
  await expect(page.getByText('This e-mail address has already been registered')).toBeVisible()
  await expect(page.getByText('This mobile number has already been registered')).toBeVisible()
  await expect(page).toHaveURL('/en/registration')
})
