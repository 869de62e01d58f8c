/**
 * npm run size: what the production build weighs. Serves dist/client with the real server,
 * opens /en/Login and an information page (the two first visits) in Chromium with an empty
 * cache and counts the JavaScript each downloads (gzip), then the whole build and the service
 * worker's precache. Fails when the login page's first load is over its budget.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts'
import { firstLoadScripts, kB, loginFirstLoadBudgetKb } from '../tests/e2e/support/javascript-weight.ts'
import { clientDir, requireBuild, serveBuild } from './serve-build.ts'

requireBuild()
const server = await serveBuild()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

async function report(page: string, heading: string): Promise<number> {
  const scripts = await firstLoadScripts(browser, `${server.address}${page}`, heading)
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0)
  console.log(`First load of ${page} (empty cache, JavaScript only):`)
  for (const s of scripts)
    console.log(`  ${s.url.padEnd(48)} ${String(kB(s.bytes)).padStart(7)} kB  ${String(kB(s.gzipBytes)).padStart(6)} kB gzip`)
  console.log(
    `  ${'total'.padEnd(48)} ${String(kB(scripts.reduce((sum, s) => sum + s.bytes, 0))).padStart(7)} kB  ${String(kB(total)).padStart(6)} kB gzip\n`,
  )
  return total
}

try {
  const login = await report('/en/Login', 'Member Login')
  await report('/en/different-membership-types', 'Different Membership Types')
  console.log(`The login page's first load: ${kB(login)} kB gzip against a budget of ${loginFirstLoadBudgetKb} kB`)

  const assets = fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => f.endsWith('.js'))
  const all = assets.reduce(
    (sum, f) => sum + gzipSync(fs.readFileSync(path.join(clientDir, 'assets', f)), { level: 9 }).length,
    0,
  )
  console.log(
    `\nAll route chunks: ${assets.length} files, ${kB(all)} kB gzip (precached by the service worker after the first visit)`,
  )
  const sw = fs.readFileSync(path.join(clientDir, 'sw.js'), 'utf8')
  console.log(`Precache manifest: ${(sw.match(/"url":"/g) ?? []).length} entries (shell, route chunks, styles, icons)`)
  process.exitCode = kB(login) <= loginFirstLoadBudgetKb ? 0 : 1
} finally {
  await browser.close()
  await server.close()
}
