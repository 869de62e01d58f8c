import { createPrivateKey, X509Certificate } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** What signs Apple Wallet passes: the pass type's certificate and key, and Apple's WWDR intermediate (PEM). */
export interface AppleWalletConfig {
  passTypeId: string
  teamId: string
  certificate: string
  key: string
  keyPassphrase: string | undefined
  wwdrCertificate: string
  /** Where pass updates are pushed: Apple's production APNs, or a stand-in (tests). */
  apnsUrl: string
}

/** What signs "Save to Google Wallet" links: the issuer, the loyalty class and the service account's key. */
export interface GoogleWalletConfig {
  issuerId: string
  /** The whole class id, `issuerId.suffix`. */
  classId: string
  serviceAccount: { clientEmail: string; privateKey: string; tokenUri: string }
  /** The Wallet API's base, where members' objects are updated: Google's, or a stand-in (tests). */
  apiUrl: string
}

export interface WalletConfig {
  apple: AppleWalletConfig | undefined
  google: GoogleWalletConfig | undefined
}

/** The wallet variables as the environment gives them (checked for form already). */
export interface WalletEnv {
  APPLE_WALLET_PASS_TYPE_ID?: string | undefined
  APPLE_WALLET_TEAM_ID?: string | undefined
  APPLE_WALLET_CERTIFICATE?: string | undefined
  APPLE_WALLET_KEY?: string | undefined
  APPLE_WALLET_KEY_PASSPHRASE?: string | undefined
  APPLE_WALLET_WWDR_CERTIFICATE?: string | undefined
  GOOGLE_WALLET_ISSUER_ID?: string | undefined
  GOOGLE_WALLET_CLASS_ID?: string | undefined
  GOOGLE_WALLET_SERVICE_ACCOUNT?: string | undefined
  APPLE_WALLET_APNS_URL?: string | undefined
  GOOGLE_WALLET_API_URL?: string | undefined
}

type Fail = (problem: string) => never

const appleNames = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERTIFICATE',
  'APPLE_WALLET_KEY',
  'APPLE_WALLET_WWDR_CERTIFICATE',
] as const
const googleNames = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const
const defaultClassSuffix = 'sino-club-member'

/**
 * The wallet settings, each kind all or nothing: a half-configured wallet would offer members a
 * button that fails. A certificate, key or service account is given as its text or as the path
 * of a file holding it, read and checked here so that a wrong one stops the start, not a member.
 */
export function walletOf(env: WalletEnv, cwd: string, fail: Fail): WalletConfig {
  return { apple: appleOf(env, cwd, fail), google: googleOf(env, cwd, fail) }
}

function allOrNone(env: WalletEnv, names: readonly (keyof WalletEnv)[], fail: Fail): boolean {
  const missing = names.filter((name) => !env[name])
  if (missing.length === names.length) return false
  if (missing.length > 0) fail(`${names.filter((name) => env[name]).join(', ')} set: set ${missing.join(' and ')} too`)
  return true
}

/** A PEM or JSON value itself, or the file that holds it. */
function textOrFile(name: string, value: string, cwd: string, fail: Fail): string {
  if (value.trimStart().startsWith('-----BEGIN') || value.trimStart().startsWith('{')) return value
  try {
    return fs.readFileSync(path.resolve(cwd, value), 'utf8')
  } catch {
    return fail(`${name} must be PEM or JSON text, or a readable file holding it (${value} cannot be read)`)
  }
}

function certificateOf(name: string, value: string, cwd: string, fail: Fail): string {
  const pem = textOrFile(name, value, cwd, fail)
  try {
    new X509Certificate(pem)
  } catch {
    fail(`${name} must be a certificate in PEM (openssl x509 -inform DER -in file.cer -out file.pem)`)
  }
  return pem
}

function appleOf(env: WalletEnv, cwd: string, fail: Fail): AppleWalletConfig | undefined {
  if (!allOrNone(env, appleNames, fail)) return undefined
  const certificate = certificateOf('APPLE_WALLET_CERTIFICATE', env.APPLE_WALLET_CERTIFICATE!, cwd, fail)
  const wwdrCertificate = certificateOf('APPLE_WALLET_WWDR_CERTIFICATE', env.APPLE_WALLET_WWDR_CERTIFICATE!, cwd, fail)
  const key = textOrFile('APPLE_WALLET_KEY', env.APPLE_WALLET_KEY!, cwd, fail)
  const keyPassphrase = env.APPLE_WALLET_KEY_PASSPHRASE
  try {
    createPrivateKey({ key, passphrase: keyPassphrase ?? '' })
  } catch {
    fail('APPLE_WALLET_KEY must be a private key in PEM that APPLE_WALLET_KEY_PASSPHRASE opens (if it is encrypted)')
  }
  return {
    passTypeId: env.APPLE_WALLET_PASS_TYPE_ID!,
    teamId: env.APPLE_WALLET_TEAM_ID!,
    certificate,
    key,
    keyPassphrase,
    wwdrCertificate,
    apnsUrl: (env.APPLE_WALLET_APNS_URL ?? 'https://api.push.apple.com').replace(/\/+$/, ''),
  }
}

function googleOf(env: WalletEnv, cwd: string, fail: Fail): GoogleWalletConfig | undefined {
  if (!allOrNone(env, googleNames, fail)) return undefined
  const issuerId = env.GOOGLE_WALLET_ISSUER_ID!
  const json = textOrFile('GOOGLE_WALLET_SERVICE_ACCOUNT', env.GOOGLE_WALLET_SERVICE_ACCOUNT!, cwd, fail)
  let account: { client_email?: unknown; private_key?: unknown; token_uri?: unknown }
  try {
    account = JSON.parse(json) as typeof account
  } catch {
    return fail('GOOGLE_WALLET_SERVICE_ACCOUNT must be the JSON key of a service account')
  }
  const { client_email: clientEmail, private_key: privateKey, token_uri: tokenUri } = account
  if (typeof clientEmail !== 'string' || typeof privateKey !== 'string') {
    fail('GOOGLE_WALLET_SERVICE_ACCOUNT must be the JSON key of a service account (with client_email and private_key)')
  }
  try {
    createPrivateKey(privateKey as string)
  } catch {
    fail("GOOGLE_WALLET_SERVICE_ACCOUNT's private_key must be a private key in PEM")
  }
  const suffix = env.GOOGLE_WALLET_CLASS_ID ?? defaultClassSuffix
  return {
    issuerId,
    classId: suffix.startsWith(`${issuerId}.`) ? suffix : `${issuerId}.${suffix}`,
    serviceAccount: {
      clientEmail: clientEmail as string,
      privateKey: privateKey as string,
      tokenUri: typeof tokenUri === 'string' ? tokenUri : 'https://oauth2.googleapis.com/token',
    },
    apiUrl: (env.GOOGLE_WALLET_API_URL ?? 'https://walletobjects.googleapis.com/walletobjects/v1').replace(/\/+$/, ''),
  }
}
