import { expect, test } from './support/fixtures.ts'
import { firstLoadScripts, kB, loginFirstLoadBudgetKb } from './support/javascript-weight.ts'

test('the first load of /en/Login stays within its JavaScript budget', async ({ browser, baseURL }) => {
  const scripts = await firstLoadScripts(browser, `${baseURL}/en/Login`, 'Member Login')
  const total = kB(scripts.reduce((sum, script) => sum + script.gzipBytes, 0))
  test
    .info()
    .annotations.push({ type: 'login first-load JavaScript', description: `${total} kB gzip in ${scripts.length} files` })
  expect(scripts.some((script) => script.url.includes('/assets/app-'))).toBe(true)
  expect(total).toBeLessThanOrEqual(loginFirstLoadBudgetKb)
})

test('an information page, the other first visit, downloads none of the login form', async ({ browser, baseURL, request }) => {
  const scripts = await firstLoadScripts(browser, `${baseURL}/en/different-membership-types`, 'Different Membership Types')
  expect(scripts.some((script) => script.url.includes('/assets/app-'))).toBe(true)
  const bodies = await Promise.all(scripts.map(async (script) => (await request.get(script.url)).text()))
  // The login form's own code: its link to a forgotten password.
  expect(scripts.filter((_, index) => bodies[index]!.includes('Login.forgotPassword()')).map((script) => script.url)).toEqual([])
})
