import { expect, test } from './support/fixtures.ts'
import { firstLoadScripts, kB } from './support/javascript-weight.ts'

/** The budget: the first load of /en/Login downloads at most 150 kB of gzipped JavaScript. */
const budgetKb = 150

test('the first load of /en/Login stays within its JavaScript budget', async ({ browser, baseURL }) => {
  const scripts = await firstLoadScripts(browser, `${baseURL}/en/Login`, 'Member Login')
  const total = kB(scripts.reduce((sum, script) => sum + script.gzipBytes, 0))
  test
    .info()
    .annotations.push({ type: 'login first-load JavaScript', description: `${total} kB gzip in ${scripts.length} files` })
  expect(scripts.some((script) => script.url.includes('/assets/index-'))).toBe(true)
  expect(total).toBeLessThanOrEqual(budgetKb)
})
