import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#server/config.ts'
import { resolveCodeSecret } from '#server/secrets/code-secret.ts'

describe('the secret of one-time code hashes', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-code-secret-'))
  afterEach(() => rmSync(path.join(dataDir, 'code-hmac.secret'), { force: true }))

  it('is CODE_HMAC_SECRET when set', () => {
    const secret = 's'.repeat(32)
    expect(resolveCodeSecret(loadConfig({ DATA_DIR: dataDir, CODE_HMAC_SECRET: secret }), 'postgres')).toBe(secret)
  })

  it('refuses a CODE_HMAC_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ CODE_HMAC_SECRET: 'short' })).toThrow(ConfigError)
  })

  it('is made once on PGlite and kept in DATA_DIR, readable by the portal user alone', () => {
    const config = loadConfig({ DATA_DIR: dataDir })
    const first = resolveCodeSecret(config, 'pglite')
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(resolveCodeSecret(config, 'pglite')).toBe(first)
    const file = path.join(dataDir, 'code-hmac.secret')
    expect(readFileSync(file, 'utf8')).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('must be configured on PostgreSQL, where several nodes must share it', () => {
    expect(() => resolveCodeSecret(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/club' }), 'postgres')).toThrow(
      /CODE_HMAC_SECRET/,
    )
  })
})
