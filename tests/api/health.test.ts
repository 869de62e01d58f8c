import { rmSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestApp, type TestApp } from './support/test-app.ts'

describe.each(databaseKinds)('health probes (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const probe = (url: string, node = test) => node.app.inject({ method: 'GET', url })

  it('says the process is alive, and ready when database, storage and announcements are', async () => {
    const alive = await probe('/healthz')
    expect(alive.statusCode).toBe(200)
    expect(alive.headers['cache-control']).toBe('no-store')
    expect(alive.json()).toMatchObject({ success: true, data: { status: 'alive' } })
    const ready = await probe('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json().data).toEqual({ database: 'ok', storage: 'ok', listening: 'ok' })
  })

  it('is not ready while the announcements may be missed, and ready again once they are heard', async () => {
    test.app.memberCache.stopKeeping()
    const notReady = await probe('/readyz')
    expect(notReady.statusCode).toBe(503)
    expect(notReady.json()).toMatchObject({ success: false, returnCode: 503, data: { listening: 'failing', database: 'ok' } })
    expect((await probe('/healthz')).statusCode).toBe(200)
    test.app.memberCache.startKeeping()
    expect((await probe('/readyz')).statusCode).toBe(200)
  })

  it('is not ready when its file storage stops keeping files', async () => {
    const node = await startTestApp(kind, { sharing: test })
    try {
      // A file where the upload folder was: nothing can be written there any more.
      const folder = node.app.ctx.config.uploadDir
      rmSync(folder, { recursive: true, force: true })
      writeFileSync(folder, '')
      const answer = await probe('/readyz', node)
      expect(answer.statusCode).toBe(503)
      expect(answer.json().data).toEqual({ database: 'ok', storage: 'failing', listening: 'ok' })
    } finally {
      await node.close()
    }
  })
})
