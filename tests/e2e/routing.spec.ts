import { expect, logIn, test } from './support/fixtures.ts'

test('logged out, every unknown or member-only path leads to the login page', async ({ page }) => {
  for (const [path, landing] of [
    ['/', '/en/Login'],
    ['/en', '/en/Login'],
    ['/en/nowhere/at/all', '/en/Login'],
    ['/tc/no-such-page', '/tc/Login'],
    ['/fr/Login', '/en/Login'],
    ['/xx/yy/zz', '/en/Login'],
    ['/sc/my-account/Profile', '/sc/Login'],
    ['/en/my-account', '/en/Login'],
    // A registration step without the earlier ones goes back to the first.
    ['/en/registration/step-3', '/en/registration'],
    ['/tc/p-member/registration/step-2', '/tc/p-member/registration'],
  ]) {
    await page.goto(path!)
    await expect(page, path).toHaveURL(landing!)
  }
})

test('logged in, unknown paths lead to the account page', async ({ page, member }) => {
  await logIn(page, 'en', member)
  for (const [path, landing] of [
    ['/en/nowhere', '/en/my-account/Profile'],
    ['/tc/my-account', '/tc/my-account/Profile'],
    ['/sc/Login', '/sc/my-account/Profile'],
    ['/tc/registration', '/tc/my-account/Profile'],
    ['/', '/en/my-account/Profile'],
  ]) {
    await page.goto(path!)
    await expect(page, path).toHaveURL(landing!)
  }
})

test('every route change starts at the top of the page @phone', async ({ page, member }) => {
  await page.setViewportSize({ width: 390, height: 560 })
  await logIn(page, 'en', member)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Personal Information Collection Statement' }).click()
  await expect(page).toHaveURL('/en/personal-information-collection-statement')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a move to another page takes the focus to its heading; the first load leaves it alone', async ({ page }) => {
  await page.goto('/en/Login')
  // The page shows before its script runs: it is in use once its form is.
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeEnabled()
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).not.toBeFocused()
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Personal Information Collection Statement' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/en/personal-information-collection-statement')
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

  // A page whose code and texts arrive after the move gets it too, once its heading shows.
  await page.goto('/en/Login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeFocused()
})
