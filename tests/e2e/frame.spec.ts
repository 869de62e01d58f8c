import { expect, logIn, test } from './support/fixtures.ts'

test('the header search opens the group site search in a new tab', async ({ page, context }) => {
  // The group site is out of reach from the test machine: answer for it.
  await context.route('https://www.sino.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sino Group</title>' }),
  )
  await page.goto('/en/Login')
  await page.getByRole('searchbox', { name: 'Search the Sino Group website' }).fill('parking offers')
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /^Search/ }).click()])
  expect(tab.url()).toBe('https://www.sino.com/en/search/?keyword=parking%20offers')
})

test('the mega-menu lists the group site and closes with Escape', async ({ page }) => {
  await page.goto('/tc/Login')
  const menu = page.getByRole('navigation', { name: '信和集團' })
  await menu.getByRole('button', { name: '信和集團' }).click()
  const overview = menu.getByRole('link', { name: /^集團概覽/ })
  await expect(overview).toBeVisible()
  await expect(overview).toHaveAttribute('href', 'https://www.sino.com/tc/about-us/group-overview/')
  await page.keyboard.press('Escape')
  await expect(overview).toBeHidden()
})

test('the club menu leads to login, or to the account when logged in', async ({ page, member }) => {
  await page.goto('/en/Login')
  const club = page.getByRole('navigation', { name: 'Sino Club' })
  await expect(club.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/en/Login')
  await expect(club.getByRole('link', { name: /^Event Highlights/ })).toHaveAttribute(
    'href',
    'https://www.sino.com/en/sino-club/event-highlights/',
  )
  await logIn(page, 'en', member)
  await expect(club.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/en/my-account/Profile')
})

test('on a phone the header folds into a menu @phone', async ({ page }) => {
  await page.goto('/en/Login')
  await expect(page.getByRole('searchbox')).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const sheet = page.getByRole('dialog', { name: 'Sino Club' })
  await expect(sheet.getByRole('searchbox', { name: 'Search the Sino Group website' })).toBeVisible()
  await expect(sheet.getByRole('link', { name: 'Login / Register' })).toBeVisible()
  await expect(sheet.getByRole('link', { name: /^Group Overview/ })).toBeVisible()
  await sheet.getByRole('button', { name: 'Close menu' }).click()
  await expect(sheet).toBeHidden()
})

test('the footer shows the year and the collection statement', async ({ page }) => {
  await page.goto('/sc/Login')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} 信和集团`)
  await expect(footer.getByRole('link', { name: '个人信息收集声明' })).toBeVisible()
})
