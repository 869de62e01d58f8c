import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Staff TOTP secrets at rest: AES-256-GCM under a key from configuration, so that a copy of the
 * database alone (a backup, a replica, a leaked dump) does not let anyone make a staff member's
 * codes. Each sealed secret is bound to its account (the account id is the additional data):
 * a sealed secret copied onto another account does not open.
 */

/** What a sealed secret starts with; a TOTP secret in base32 never holds a colon. */
const sealedPrefix = 'gcm1:'
const ivBytes = 12
const tagBytes = 16

/**
 * The bytes of TOTP_ENCRYPTION_KEY: hex (64 digits or more) or base64 (standard or URL-safe)
 * of at least 32 bytes; undefined for anything else.
 */
export function totpKeyBytes(text: string): Buffer | undefined {
  const value = text.trim()
  let bytes: Buffer | undefined
  if (/^(?:[0-9a-f]{2})+$/i.test(value)) bytes = Buffer.from(value, 'hex')
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return bytes && bytes.length >= 32 ? bytes : undefined
}

const derivedKeys = new Map<string, Buffer>()

/** The AES-256 key derived from the configured one (HKDF-SHA-256: a longer key counts whole). */
export function totpCipherKey(configured: string): Buffer {
  let key = derivedKeys.get(configured)
  if (!key) {
    const bytes = totpKeyBytes(configured)
    if (!bytes) throw new Error('TOTP_ENCRYPTION_KEY is not at least 32 bytes of hex or base64')
    key = Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), 'club-portal staff TOTP secrets', 32))
    derivedKeys.set(configured, key)
  }
  return key
}

const boundTo = (staffId: string) => Buffer.from(`staff-totp:${staffId}`, 'utf8')

export const isSealed = (stored: string): boolean => stored.startsWith(sealedPrefix)

export function sealTotpSecret(key: Buffer, staffId: string, secret: string): string {
  const iv = randomBytes(ivBytes)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes })
  cipher.setAAD(boundTo(staffId))
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return `${sealedPrefix}${[iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`
}

/** The secret of a sealed value; throws when it was sealed under another key or for another account. */
export function openTotpSecret(key: Buffer, staffId: string, stored: string): string {
  if (!isSealed(stored)) throw new Error('The stored TOTP secret is not encrypted')
  const [iv, sealed, tag] = stored
    .slice(sealedPrefix.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !sealed || !tag || iv.length !== ivBytes || tag.length !== tagBytes)
    throw new Error('A stored TOTP secret is malformed')
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes })
  decipher.setAAD(boundTo(staffId))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')
}
