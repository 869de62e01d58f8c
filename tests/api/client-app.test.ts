import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/test-app.ts'

describe('serving the built client', () => {
  let test: TestApp
  let dir: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sino Club</title>')
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    const script = 'console.log("app");'.repeat(50)
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script)
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script))
    fs.mkdirSync(path.join(dir, 'prerendered', 'tc'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'prerendered', 'tc', 'Login.html'), '<!doctype html><title>會員登入 | 信和會</title>')
    test = await startTestApp('pglite', { env: { CLIENT_DIR: dir } })
  })
  afterAll(async () => {
    await test.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it.each(['/', '/en/Login', '/tc/my-account/Profile', '/sc/verifyUser/abcDEF123/registration', '/tc/Login/extra'])(
    'answers the app shell for %s',
    async (url) => {
      const response = await test.app.inject({ url, headers: { accept: 'text/html' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-security-policy']).toContain("script-src 'self'")
      expect(response.body).toContain('<title>Sino Club</title>')
    },
  )

  it.each(['/tc/Login', '/tc/Login/', '/tc/Login?next=1'])('answers %s with the page the build rendered ahead', async (url) => {
    const response = await test.app.inject({ url, headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<title>會員登入 | 信和會</title>')
  })

  it('caches hashed assets for a year and sends them compressed', async () => {
    const response = await test.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('lets the service worker be revalidated on every visit', async () => {
    const response = await test.app.inject({ url: '/sw.js' })
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('answers 404, not the shell, for a missing file or API path', async () => {
    expect((await test.app.inject({ url: '/assets/old-chunk.js' })).statusCode).toBe(404)
    expect((await test.app.inject({ url: '/api/missing' })).json()).toMatchObject({ returnCode: 404 })
  })
})
