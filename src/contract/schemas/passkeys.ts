import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { type } from 'arktype'
import { passkeyNameMaxLength, passkeyNameProblem } from '../rules/passkeys.ts'
import { encodeProblem } from '../messages.ts'

/** A base64url field of an authenticator's answer; a real one is far shorter. */
const base64url = type('string <= 16384').narrow((value, ctx) => /^[A-Za-z0-9_-]*$/.test(value) || ctx.mustBe('base64url'))

const transport = type("'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb'")

/** What the browser answers a registration (navigator.credentials.create), as @simplewebauthn/browser sends it. */
export const registrationResponse = type({
  id: base64url,
  rawId: base64url,
  type: "'public-key'",
  response: {
    clientDataJSON: base64url,
    attestationObject: base64url,
    'authenticatorData?': base64url,
    'transports?': transport.array().atMostLength(8),
    'publicKeyAlgorithm?': 'number.integer',
    'publicKey?': base64url,
  },
  'authenticatorAttachment?': "'platform' | 'cross-platform'",
  clientExtensionResults: 'Record<string, unknown>',
}).as<RegistrationResponseJSON>()

/** What the browser answers a sign-in (navigator.credentials.get), as @simplewebauthn/browser sends it. */
export const authenticationResponse = type({
  id: base64url,
  rawId: base64url,
  type: "'public-key'",
  response: {
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    'userHandle?': base64url,
  },
  'authenticatorAttachment?': "'platform' | 'cross-platform'",
  clientExtensionResults: 'Record<string, unknown>',
}).as<AuthenticationResponseJSON>()

/** The options for navigator.credentials.create, made by the server with a fresh challenge. */
export const registrationOptions = type({ options: type('Record<string, unknown>').as<PublicKeyCredentialCreationOptionsJSON>() })

/** The options for navigator.credentials.get, made by the server with a fresh challenge. */
export const authenticationOptions = type({
  options: type('Record<string, unknown>').as<PublicKeyCredentialRequestOptionsJSON>(),
})

const passkeyName = type(`string <= ${passkeyNameMaxLength * 4}`)
  .narrow((name, ctx) => {
    const problem = passkeyNameProblem(name)
    return problem ? ctx.reject({ message: encodeProblem(problem) }) : true
  })
  .pipe((name) => name.trim())

/**
 * A passkey as its owner sees it: the name they gave it, when it was added and last used; and its
 * credential id, by which the browser is told that a removed one is gone.
 */
export const passkey = type({
  id: 'string',
  credentialId: 'string',
  name: 'string',
  createdAt: 'string',
  lastUsedAt: 'string | null',
})
export type Passkey = typeof passkey.infer
export const passkeyList = passkey.array()

/** The current password, asked again before a passkey is added (a stolen session must not add one). */
export const passkeyRegistrationRequest = type({ password: '0 < string <= 256' })

/** The browser's answer to the registration options, and the name the owner gives the passkey. */
export const addPasskeyRequest = type({ name: passkeyName, credential: registrationResponse })

export const renamePasskeyRequest = type({ id: 'string.uuid', name: passkeyName })

export const removePasskeyRequest = type({ id: 'string.uuid' })

/** A member's passkey to remove, and their current password (a stolen session must not take away the owner's). */
export const removeMemberPasskeyRequest = type({ id: 'string.uuid', password: '0 < string <= 256' })

/** A sign-in with a passkey: the browser's answer to the sign-in options. */
export const passkeyLoginRequest = type({ credential: authenticationResponse })
