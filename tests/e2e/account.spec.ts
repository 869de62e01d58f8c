import type { Page } from '@playwright/test'
import { createMember, expect, fillLogin, logIn, test } from './support/fixtures.ts'

/** The server answers a call with HTTP 401 and this return code. */
const answersUnauthorised = (page: Page, url: string, returnCode: 401 | 601, msg: string) =>
  page.route(url, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, returnCode, msg, data: null }),
    }),
  )

test('the account menu offers Upgrade to an ordinary member and links to the group site @phone', async ({ page, member }) => {
  await logIn(page, 'en', member)
  const menu = page.getByRole('navigation', { name: 'My account' })
  await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Upgrade' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Parking' })).toBeVisible()
  const privileges = menu.getByRole('link', { name: /^Privileges/ })
  await expect(privileges).toHaveAttribute('href', 'https://www.sino.com/en/sino-club/privileges/')
  await expect(privileges).toHaveAttribute('target', '_blank')
  await expect(menu.getByRole('link', { name: /^Activities/ })).toHaveAttribute(
    'href',
    'https://www.sino.com/en/sino-club/activities/',
  )
  await expect(page.getByRole('figure', { name: 'Ordinary membership card' })).toBeVisible()

  // On a phone the tabs scroll sideways, and a shade at the edge shows more beyond it.
  const strip = menu.getByRole('list')
  const shaded = await strip.evaluate((list) => ({
    scrolls: list.scrollWidth > list.clientWidth,
    shade: getComputedStyle(list).backgroundImage,
  }))
  expect(shaded.scrolls).toBe(true)
  expect(shaded.shade).toContain('radial-gradient')
})

test('a privilege member has the privilege card and no Upgrade', async ({ page }) => {
  const member = await createMember({ tier: 'privilege' })
  await logIn(page, 'tc', member)
  await expect(page.getByRole('figure', { name: '尊尚會員卡' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: '我的帳戶' })
  await expect(menu.getByRole('link', { name: '泊車優惠' })).toBeVisible()
  await expect(menu.getByRole('link', { name: '升級會籍' })).toHaveCount(0)
})

test('logout ends the session on the server and on the device', async ({ page, member }) => {
  await logIn(page, 'en', member)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/en/Login')
  await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  const stale = await page.request.get('/api/getProfile', { headers: { authorization: `Bearer ${token}` } })
  expect(stale.status()).toBe(401)
  await page.goto('/en/my-account/Profile')
  await expect(page).toHaveURL('/en/Login')
})

test('a session that expired (601) opens the logout dialog', async ({ page, member }) => {
  await logIn(page, 'en', member)
  await answersUnauthorised(page, '**/api/getProfile', 601, 'Your session has expired. Please log in again.')
  await page.reload()
  const dialog = page.getByRole('dialog', { name: 'Session expired' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Log in again' }).click()
  await expect(page).toHaveURL('/en/Login')
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('an unauthorised answer (401) logs the member out at once', async ({ page, member }) => {
  await logIn(page, 'en', member)
  await answersUnauthorised(page, '**/api/getProfile', 401, 'Please log in first.')
  await page.reload()
  await expect(page).toHaveURL('/en/Login')
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('a profile that cannot be loaded says so and can be retried', async ({ page, member }) => {
  // From the first load on: once a profile has arrived, the device keeps it and shows it instead (offline-card.spec.ts).
  let fail = true
  await page.route('**/api/getProfile', (route) => (fail ? route.abort('internetdisconnected') : route.continue()))
  await page.goto('/en/Login')
  await fillLogin(page, 'en', member)
  await expect(page).toHaveURL('/en/my-account/Profile')
  await expect(page.getByRole('alert')).toContainText('Your membership details could not be loaded.')
  fail = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('figure')).toContainText(member.clubMemberId)
})

test('a member whose stored session has expired is told so when the portal opens', async ({ page, member }) => {
  await logIn(page, 'tc', member)
  await answersUnauthorised(page, '**/api/checkSession', 601, '登入已逾時，請重新登入。')
  await page.goto('/tc/my-account/Profile')
  // The session this device saw confirmed opens at once; the server's 601 then asks the member to log in again.
  const dialog = page.getByRole('dialog', { name: '登入逾時' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '重新登入' }).click()
  await expect(page).toHaveURL('/tc/Login')
  await expect(page.getByRole('dialog', { name: '登入逾時' })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('while an upgrade application is pending, the card says so and Upgrade leads to the application', async ({
  page,
  member,
}) => {
  // No screen creates upgrade applications yet: the profile answer is given one.
  await page.route('**/api/getProfile', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data.upgradeForms = [{ status: 'pending', createdAt: new Date().toISOString() }]
    await route.fulfill({ response, json: body })
  })
  await logIn(page, 'sc', member)
  await expect(page.getByRole('figure')).toContainText('等待审批')
  await expect(page.getByRole('navigation', { name: '我的账户' }).getByRole('link', { name: '升级会籍' })).toHaveAttribute(
    'href',
    '/sc/my-account/submitted',
  )
})
