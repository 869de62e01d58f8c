import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#server/config.ts'
import { resolveTotpKey } from '#server/secrets/totp-key.ts'
import { isSealed, openTotpSecret, sealTotpSecret, totpCipherKey, totpKeyBytes } from '#server/lib/totp-secret-box.ts'

describe('TOTP_ENCRYPTION_KEY', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-totp-key-'))
  afterEach(() => rmSync(path.join(dataDir, 'totp-encryption.key'), { force: true }))

  it('takes 32 bytes or more as hex or base64, and refuses anything shorter or else', () => {
    const bytes = randomBytes(32)
    for (const key of [
      bytes.toString('hex'),
      bytes.toString('base64'),
      bytes.toString('base64url'),
      randomBytes(48).toString('hex'),
    ]) {
      expect(loadConfig({ TOTP_ENCRYPTION_KEY: key }).totpEncryptionKey).toBe(key)
    }
    for (const key of [
      randomBytes(31).toString('hex'),
      randomBytes(16).toString('base64'),
      'not a key at all, with spaces!!!!!!!!!!',
    ]) {
      expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: key })).toThrow(ConfigError)
    }
    // The rule is named, never the value.
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'abc' })).toThrow(
      /TOTP_ENCRYPTION_KEY must be at least 32 bytes as hex or base64/,
    )
    expect(totpKeyBytes(bytes.toString('hex'))).toEqual(bytes)
  })

  it('is made once on PGlite and kept in DATA_DIR, readable by the portal user alone', () => {
    const config = loadConfig({ DATA_DIR: dataDir })
    const first = resolveTotpKey(config, 'pglite')
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(resolveTotpKey(config, 'pglite')).toBe(first)
    const file = path.join(dataDir, 'totp-encryption.key')
    expect(readFileSync(file, 'utf8')).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('is the configured one when set, and must be set with DATABASE_URL', () => {
    const key = randomBytes(32).toString('hex')
    expect(resolveTotpKey(loadConfig({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: key }), 'postgres')).toBe(key)
    expect(() => resolveTotpKey(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/club' }), 'postgres')).toThrow(
      /DATABASE_URL needs TOTP_ENCRYPTION_KEY/,
    )
  })
})

describe('a sealed TOTP secret', () => {
  const key = totpCipherKey(randomBytes(32).toString('hex'))
  const staffId = '6f1c2a9e-8b0d-4c5e-9f3a-2b7d1e4c8a60'
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

  it('is AES-256-GCM with a fresh IV each time, and opens to the secret', () => {
    const sealed = sealTotpSecret(key, staffId, secret)
    expect(isSealed(sealed)).toBe(true)
    expect(isSealed(secret)).toBe(false)
    expect(sealed).not.toContain(secret)
    expect(sealTotpSecret(key, staffId, secret)).not.toBe(sealed)
    expect(openTotpSecret(key, staffId, sealed)).toBe(secret)
  })

  it('opens for its own account only, under its own key only, and not once altered', () => {
    const sealed = sealTotpSecret(key, staffId, secret)
    expect(() => openTotpSecret(key, '00000000-0000-4000-8000-000000000000', sealed)).toThrow()
    expect(() => openTotpSecret(totpCipherKey(randomBytes(32).toString('hex')), staffId, sealed)).toThrow()
    const [prefix, body] = [sealed.slice(0, 5), sealed.slice(5)]
    const [iv, data, tag] = body.split('.') as [string, string, string]
    const flipped = Buffer.from(data, 'base64url')
    flipped[0] = flipped[0]! ^ 1
    expect(() => openTotpSecret(key, staffId, `${prefix}${iv}.${flipped.toString('base64url')}.${tag}`)).toThrow()
    expect(() => openTotpSecret(key, staffId, secret)).toThrow(/not encrypted/)
  })
})
