import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/free-port.ts'
import { startPortalProcess } from '../support/portal-process.ts'
import { withMigratedDatabase } from './support/migrated-data-dir.ts'

describe('a portal told to stop (SIGTERM, as a container runtime does)', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await withMigratedDatabase(mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-')))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('finishes the request under way, refuses new connections, and exits cleanly', { timeout: 90_000 }, async () => {
    const port = await freePort()
    const portal = await startPortalProcess({
      checkout: process.cwd(),
      port,
      dataDir,
      publicUrl: `http://localhost:${port}`,
      env: { CLIENT_DIR: path.join(dataDir, 'no-client') },
    })
    const body = JSON.stringify({ countryCode: '+852', phone: '91234567', password: 'not the password' })
    // Expect: 100-continue: the server says it has taken the request before its body is sent.
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    })
    const answered = new Promise<{ text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ text }))
      })
      request.on('error', reject)
    })
    request.flushHeaders()
    await once(request, 'continue')

    const stopped = portal.stop()
    // The listening socket closes: a new connection is refused.
    await expect
      .poll(
        () =>
          new Promise<boolean>((resolve) => {
            const probe = net.connect(port, '127.0.0.1')
            probe.on('connect', () => (probe.destroy(), resolve(false)))
            probe.on('error', () => resolve(true))
          }),
      )
      .toBe(true)
    request.end(body)
    const answer = await answered
    expect(JSON.parse(answer.text)).toMatchObject({ success: false })
    expect(await stopped).toBe(0)
  })
})
