import { expect, test } from './support/fixtures.ts'
import { randomPhone } from './support/outbox.ts'
import { screenshot } from './support/screens.ts'

const pdf = (size = 0) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n'), Buffer.alloc(size, 32), Buffer.from('\n%%EOF\n')])

test('an applicant for privilege membership uploads proof of address, with the widget refusing what it must @phone', async ({
  page,
}) => {
  test.slow()
  const phone = randomPhone()
  await page.goto('/en/registration')
  await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Dr' })
  await page.getByRole('textbox', { name: 'First name' }).fill('Ka Yan')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Lee')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`u${phone}@example.com`)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('combobox', { name: 'Month of birth' }).selectOption('2')
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByRole('radio', { name: 'Owner' }).check()
  const estate = page.getByRole('combobox', { name: 'Estate / building' })
  await estate.click()
  await estate.fill('no such estate')
  await expect(page.getByText('Nothing found.')).toBeVisible()
  await estate.fill('Vision')
  await page.getByRole('option', { name: 'Vision City' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Please upload at least one supporting document')).toBeVisible()

  const photo = await page.screenshot()
  const files = page.getByLabel('Choose files (up to 3)')
  await files.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }])
  await expect(page.getByText('Only JPEG, JPG, PNG or PDF files are accepted')).toBeVisible()
  await files.setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') }])
  await expect(page.getByText('The file given is not an image')).toBeVisible()
  await files.setInputFiles([{ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf(5 * 1024 * 1024) }])
  await expect(page.getByText('A PDF file may be at most 5MB')).toBeVisible()
  await files.setInputFiles(
    ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf() })),
  )
  await expect(page.getByText('You can upload at most 3 files')).toBeVisible()

  await files.setInputFiles([
    { name: 'bill.png', mimeType: 'image/png', buffer: photo },
    { name: 'lease.pdf', mimeType: 'application/pdf', buffer: pdf() },
  ])
  await expect(page.getByRole('button', { name: 'Remove lease.pdf' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: /^bill\.(png|jpg)/ })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL('/en/registration/step-3')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Upl0ad!pass')
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Upl0ad!pass')
  await page.getByRole('radio', { name: 'English' }).check()
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible()
})

test('back on step 2 says what starting again clears and offers the previous step, which keeps it; so does the first completed step', async ({
  page,
}) => {
  const phone = randomPhone()
  await page.goto('/en/registration/step-2')
  await expect(page).toHaveURL('/en/registration')
  await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Mr' })
  await page.getByRole('textbox', { name: 'First name' }).fill('Back')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Tester')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`b${phone}@example.com`)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('combobox', { name: 'Month of birth' }).selectOption('3')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/en/registration/step-2')

  // The previous step keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click()
  const dialog = page.getByRole('dialog', { name: 'Start the registration again?' })
  await expect(dialog).toContainText('your personal details, your address and any documents')
  await screenshot(page, 'registration-restart-dialog-en')
  await dialog.getByRole('button', { name: 'Previous step' }).click()
  await expect(page).toHaveURL('/en/registration')
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Back')

  // Starting again clears it.
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/en/registration/step-2')
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: 'Start again' }).click()
  await expect(page).toHaveURL('/en/registration')
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('')

  await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Mr' })
  await page.getByRole('textbox', { name: 'First name' }).fill('Again')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Tester')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`b${phone}@example.com`)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('combobox', { name: 'Month of birth' }).selectOption('3')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/en/registration/step-2')
  // The ticked first step asks as well, rather than clearing at once.
  await page.getByRole('list', { name: 'Registration progress' }).getByRole('button', { name: 'Personal details' }).click()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL('/en/registration/step-2')
  await dialog.getByRole('button', { name: 'Start again' }).click()
  await expect(page).toHaveURL('/en/registration')
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('')
})
