/**
 * npm run lighthouse: Lighthouse's mobile audit (simulated slow 4G and a mid-range phone) of
 * the login page and an information page of the production build, served by the real server.
 * Each page is audited a few times (LIGHTHOUSE_RUNS, default 3) and the median run is printed,
 * since single runs vary on a busy machine. Lighthouse is fetched by npx on first use, not
 * installed with the portal.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts'
import { requireBuild, serveBuild } from './serve-build.ts'

requireBuild()
// Lighthouse starts the browser itself, and needs the binary rather than Debian's wrapper script.
const browser = ['/usr/lib/chromium/chromium-headless-shell', chromiumPath].find(
  (candidate) => candidate && fs.existsSync(candidate),
)
if (!browser) {
  console.error('No Chromium on this machine: install it (apt-get install -y chromium-headless-shell).')
  process.exit(1)
}

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const pages = ['/en/Login', '/en/different-membership-types']

interface Audit {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
}

async function audit(url: string): Promise<Audit> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: browser }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
  }
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    bestPractices: Math.round(report.categories['best-practices']!.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue),
    cls: Number(report.audits['cumulative-layout-shift']!.numericValue.toFixed(3)),
  }
}

const server = await serveBuild()

try {
  console.log(`Lighthouse mobile, median of ${runs} runs per page`)
  console.log(`${'page'.padEnd(34)} perf  LCP ms  TBT ms   CLS  a11y  best practices`)
  for (const page of pages) {
    const audits: Audit[] = []
    for (let run = 0; run < runs; run++) audits.push(await audit(`${server.address}${page}`))
    audits.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs)
    const median = audits[Math.floor(audits.length / 2)]!
    console.log(
      `${page.padEnd(34)} ${String(median.performance).padStart(4)} ${String(median.lcpMs).padStart(7)} ${String(median.tbtMs).padStart(7)} ${String(median.cls).padStart(5)} ${String(median.accessibility).padStart(5)}  ${median.bestPractices}`,
    )
    console.log(`  ${'every run: perf/TBT'.padEnd(32)} ${audits.map((a) => `${a.performance}/${a.tbtMs}`).join('  ')}`)
  }
} finally {
  await server.close()
}
