import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** What a message says; sealed, since it may carry a code or a link key. */
interface MessageText {
  subject: string | null
  body: string
}

/** Who a sealed text was written for: bound to it, so a sealed code cannot be moved to another number. */
interface SealedFor {
  channel: string
  to: string
}

export interface MessageSeal {
  seal(text: MessageText, recipient: SealedFor): string
  /** Throws when the text was sealed with another key or for another recipient, or was altered. */
  open(sealed: string, recipient: SealedFor): MessageText
}

const version = 'v1'
const ivBytes = 12
const tagBytes = 16

/**
 * AES-256-GCM with a key derived (HKDF-SHA-256) from the code secret, so that a message kept
 * for a later try holds no code or link in plaintext, and every node can open what another sealed.
 */
export function messageSeal(secret: string): MessageSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, 'club-portal', 'message text', 32))
  const associated = ({ channel, to }: SealedFor) => Buffer.from(JSON.stringify([channel, to]))
  return {
    seal(text, recipient) {
      const iv = randomBytes(ivBytes)
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(associated(recipient))
      const encrypted = Buffer.concat([cipher.update(JSON.stringify(text), 'utf8'), cipher.final()])
      return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`
    },
    open(sealed, recipient) {
      const [kind, data = ''] = sealed.split('.')
      if (kind !== version) throw new Error('not a sealed message')
      const bytes = Buffer.from(data, 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes))
        .setAAD(associated(recipient))
        .setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes))
      const plain = Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()])
      return JSON.parse(plain.toString('utf8')) as MessageText
    },
  }
}
