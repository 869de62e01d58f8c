import fs from 'node:fs'

/**
 * The Node.js options `npm run serve` starts the build with (package.json's serve script): the
 * portals that tests and the bench start from the build run as members meet it.
 */
export function serveNodeOptions(): string[] {
  const packageJson = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { serve: string }
  }
  return packageJson.scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'))
}
