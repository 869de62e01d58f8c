import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { apiNotFound } from '../lib/failure-reply.ts'

/** Where the build keeps the public pages rendered ahead, as {lang}/{page}.html. */
export const prerenderedDir = 'prerendered'

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * a page rendered ahead as itself, and every other page path answered with the app shell
 * (the client routes it).
 */
export default fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
      app.log.warn(`no client build in ${clientDir}: run "npm run build" (or use "npm run dev")`)
      return
    }
    // The build's files (listed once, here) are sent by the one route below rather than by a
    // route of their own each: a route per file and per compressed copy slowed the portal's start.
    await app.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      index: false,
      preCompressed: true,
      // Cache-Control is ours to set (below), per kind of file.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    const ahead = renderedAhead(path.join(clientDir, prerenderedDir))
    const files = new Set(
      fs
        .readdirSync(clientDir, { recursive: true, withFileTypes: true })
        .flatMap((entry) =>
          entry.isFile() ? [path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')] : [],
        ),
    )
    app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (pathname.startsWith('/api/')) return apiNotFound(request, reply)
      if (files.has(request.params['*'])) return reply.sendFile(request.params['*'])
      if (/\.[a-z0-9]+$/i.test(pathname)) return apiNotFound(request, reply)
      const page = ahead.get(pathname.replace(/\/$/, ''))
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(page ? path.join(prerenderedDir, page) : 'index.html')
    })
  },
  { name: 'client-app' },
)

/** The pages rendered ahead, by path: /en/Login → en/Login.html. */
function renderedAhead(dir: string): Map<string, string> {
  const pages = new Map<string, string>()
  if (!fs.existsSync(dir)) return pages
  for (const lang of fs.readdirSync(dir)) {
    for (const file of fs.readdirSync(path.join(dir, lang))) {
      if (file.endsWith('.html')) pages.set(`/${lang}/${file.slice(0, -'.html'.length)}`, `${lang}/${file}`)
    }
  }
  return pages
}
