import { spawn } from 'node:child_process'

/**
 * Runs npm scripts at the same time (in npm test, the build beside the unit and API tests, which
 * leave part of the machine idle; `npm run test:browsers`, Playwright in Chromium beside the member
 * flows in WebKit and Firefox), each printing as it goes, and fails if any fails; says how long each took.
 */
const scripts = process.argv.slice(2)
const started = Date.now()
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number | null; seconds: number }>((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' })
        child.on('exit', (code) => resolve({ script, code, seconds: Math.round((Date.now() - started) / 1000) }))
      }),
  ),
)
for (const { script, code, seconds } of results)
  console.log(`${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`)
process.exit(results.every((result) => result.code === 0) ? 0 : 1)
