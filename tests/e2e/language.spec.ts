import { expect, logIn, test } from './support/fixtures.ts'

test('the switcher rewrites the language of the path and the choice is kept @phone', async ({ page }) => {
  await page.goto('/en/Login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: '繁體中文' }).click()
  await expect(page).toHaveURL('/tc/Login')
  await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK')
  await expect(page).toHaveTitle('會員登入 | 信和會')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('tc')

  await page.goto('/')
  await expect(page).toHaveURL('/tc/Login')

  await page.getByRole('link', { name: '简体中文' }).click()
  await expect(page).toHaveURL('/sc/Login')
  await expect(page.getByRole('heading', { level: 1, name: '会员登录' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('switching language keeps what the member has typed', async ({ page }) => {
  await page.goto('/en/Login')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('91234567')
  await page.getByRole('link', { name: '简体中文' }).click()
  await expect(page.getByRole('textbox', { name: '手机号码' })).toHaveValue('91234567')
})

test('a member switches language on the account page and stays on it', async ({ page, member }) => {
  await logIn(page, 'en', member)
  await page.getByRole('link', { name: '繁體中文' }).click()
  await expect(page).toHaveURL('/tc/my-account/Profile')
  await expect(page.getByRole('heading', { level: 1, name: '我的帳戶' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: '我的帳戶' }).getByRole('button', { name: '登出' })).toBeVisible()
})
