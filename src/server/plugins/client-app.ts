import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { apiNotFound } from './error-envelope.ts'

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and every page path answered with the app shell (the client routes it).
 */
export default fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
      app.log.warn(`no client build in ${clientDir}: run "npm run build" (or use "npm run dev")`)
      return
    }
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control is ours to set (below), per kind of file.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) return apiNotFound(request, reply)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
    })
  },
  { name: 'client-app' },
)
