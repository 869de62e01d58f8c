import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor }

/** The CBOR head of an item: its major type and its length or value, in as few bytes as it fits. */
function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value])
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value])
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff])
  const bytes = Buffer.alloc(5)
  bytes[0] = (major << 5) | 26
  bytes.writeUInt32BE(value, 1)
  return bytes
}

/** The little of CBOR that an attestation object and a COSE key use: integers, strings, bytes, arrays, maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)])
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])])
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url')

/** Authenticator data flags: user present, user verified, attested credential data included. */
const flags = { up: 0x01, uv: 0x04, at: 0x40 }

interface HeldCredential {
  id: Buffer
  privateKey: KeyObject
  publicKey: KeyObject
  userHandle: string
  rpId: string
  counter: number
}

/** How an answer is made: the origin the browser reports, the counter's step, user verification. */
export interface AnswerOptions {
  origin?: string
  /** Added to the counter before it is signed; 0 keeps an authenticator that does not count at 0. */
  counterStep?: number
  userVerified?: boolean
}

/**
 * A passkey authenticator in code, as a browser and a platform authenticator together answer:
 * it makes P-256 keys, reports them in a "none" attestation, and signs assertions (ES256) over
 * the authenticator data and the client data's hash. It keeps its discoverable credentials.
 */
export class TestAuthenticator {
  readonly credentials: HeldCredential[] = []

  constructor(readonly origin: string) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  private authenticatorData(rpId: string, flagBits: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flagBits]), count, ...(attested ? [attested] : [])])
  }

  register(options: PublicKeyCredentialCreationOptionsJSON, answer: AnswerOptions = {}): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
    const id = randomBytes(16)
    const rpId = options.rp.id!
    const credential = { id, privateKey, publicKey, userHandle: options.user.id, rpId, counter: answer.counterStep ?? 0 }
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey])
    const uv = answer.userVerified === false ? 0 : flags.uv
    const authData = this.authenticatorData(rpId, flags.up | uv | flags.at, credential.counter, attested)
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, answer.origin ?? this.origin)
    this.credentials.push(credential)
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }

  /** An assertion with the named credential, or with the first one held (the person's choice in the browser). */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    answer: AnswerOptions & { credentialId?: string } = {},
  ): AuthenticationResponseJSON {
    const credential = this.credentials.find(
      (held) => answer.credentialId === undefined || b64url(held.id) === answer.credentialId,
    )
    if (!credential) throw new Error('the test authenticator holds no such credential')
    credential.counter += answer.counterStep ?? 1
    const uv = answer.userVerified === false ? 0 : flags.uv
    const authData = this.authenticatorData(options.rpId ?? credential.rpId, flags.up | uv, credential.counter)
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, answer.origin ?? this.origin)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey)
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    }
  }
}
