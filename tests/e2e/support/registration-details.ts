import type { Page } from '@playwright/test'

/** Fills the registration's first step in English, as a person with this phone and e-mail, and goes on. */
export async function fillRegistrationDetails(page: Page, phone: string, email: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Ms' })
  await page.getByRole('textbox', { name: 'First name' }).fill('Mei Ling')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Chan')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('combobox', { name: 'Month of birth' }).selectOption('11')
  await page.getByRole('button', { name: 'Next' }).click()
}
