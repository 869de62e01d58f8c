/**
 * Part of npm run build: the public pages of each language as HTML that already shows their
 * form and text, so that a first visit paints before any script has run; the client then
 * takes it over. Each page is rendered by the built client itself, in Chromium, logged out, with
 * its reference lists still loading, as the client's own first render will see it (lists a
 * device keeps, or a member logged in, make React render the page again: nothing breaks).
 * Without Chromium the step is skipped and every page is served the empty app shell.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { langs } from '../src/contract/languages.ts'
import { prerenderedDir } from '../src/server/plugins/client-app.ts'
import { entryScriptsId, startAfterPaint } from '../src/server/plugins/start-after-paint.ts'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts'
import { clientDir, serveBuild } from './serve-build.ts'

/** The pages anyone may open first: the login page and the information pages. */
const pages = [
  'Login',
  'different-membership-types',
  'explanation-privilege-membership',
  'personal-information-collection-statement',
  'privilege-membership-document',
  'sino-parking-document',
]

const shell = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
if (!chromiumPath) {
  console.log('prerender: no Chromium on this machine; pages are served the app shell')
  process.exit(0)
}

// Rendered from the app shell alone, never from the pages of an earlier build.
fs.rmSync(path.join(clientDir, prerenderedDir), { recursive: true, force: true })
const server = await serveBuild()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/**
 * The app shell's scripts, asked for once the page rendered ahead has painted: its module
 * scripts (the entry, and the build's chunk of helpers when it stands beside it) and the modules
 * they import.
 */
const scriptsOfShell = {
  entries: [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((match) => match[1]),
  modules: [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
}
const startScripts =
  `<script type="application/json" id="${entryScriptsId}">${JSON.stringify(scriptsOfShell)}</script>` +
  `<script>${startAfterPaint}</script>`

try {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  // What the client asks for once it has rendered stays unanswered: the page is kept as it first renders.
  await context.route('**/api/**', () => {})
  let written = 0
  for (const lang of langs) {
    for (const page of pages) {
      const tab = await context.newPage()
      await tab.goto(`${server.address}/${lang}/${page}`)
      await tab.locator('#root h1').first().waitFor()
      const { root, title, htmlLang, styles } = await tab.evaluate(() => ({
        // Inert, its controls disabled: until the script has taken the page over, what is
        // typed, pressed or followed there would be lost, so nothing invites it.
        root: (() => {
          const copy = document.getElementById('root')!.cloneNode(true) as HTMLElement
          for (const control of copy.querySelectorAll('button, input, select, textarea')) control.setAttribute('disabled', '')
          for (const part of copy.children) part.setAttribute('inert', '')
          return copy.innerHTML
        })(),
        title: document.title,
        htmlLang: document.documentElement.lang,
        styles: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      }))
      await tab.close()
      // The page's styles come inside its HTML: it paints without waiting for one more request.
      const inline = [...new Set(styles)].map((href) => `<style>${fs.readFileSync(path.join(clientDir, href), 'utf8')}</style>`)
      const html = shell
        .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
        .replace(/\s*<link rel="stylesheet"[^>]*>/, '')
        .replace('</head>', `${inline.join('')}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${root}</div>`)
        .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace('</body>', `${startScripts}\n  </body>`)
      const file = path.join(clientDir, prerenderedDir, lang, `${page}.html`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, html)
      written += 1
    }
  }
  console.log(`prerendered ${written} pages into dist/client/${prerenderedDir}`)
} finally {
  await browser.close()
  await server.close()
}
