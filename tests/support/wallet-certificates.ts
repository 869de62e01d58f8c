import { execFileSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const testPassTypeId = 'pass.com.sinoclub.test'
export const testTeamId = 'ABCDE12345'
export const testIssuerId = '3388000000022000001'
const passphrase = 'wallet-test-passphrase'

export interface TestWallet {
  /** The variables of a portal that signs passes with these. */
  env: Record<string, string>
  /** The folder holding them; `ca.pem` is the stand-in for Apple's root that signed the WWDR certificate. */
  dir: string
  caFile: string
  /** The service account's public key, to verify Google Wallet links with. */
  googlePublicKey: string
  remove(): void
}

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' })

let appleChain: string | undefined
/**
 * The stand-ins for Apple's chain and the pass type's key, made once per process and copied into
 * each wallet's folder: six runs of openssl and three RSA keys, which made up most of the wallet
 * tests' time when each wallet made its own. A throwaway CA stands for Apple's root and signs a
 * WWDR stand-in, which signs the pass type's certificate; the key is encrypted (PKCS#8, as
 * `openssl pkcs12` exports Apple's) with a passphrase.
 */
function appleChainFolder(): string {
  if (appleChain) return appleChain
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-chain-'))
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  const days = ['-days', '2']
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      ...days,
      '-subj',
      '/CN=Test Apple Root CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  )
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'wwdr.key',
      '-out',
      'wwdr.csr',
      '-subj',
      '/CN=Test WWDR Intermediate/OU=G4',
    ],
    dir,
  )
  fs.writeFileSync(path.join(dir, 'wwdr.ext'), 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n')
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'wwdr.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-set_serial',
      '2',
      ...days,
      '-extfile',
      'wwdr.ext',
      '-out',
      'wwdr.pem',
    ],
    dir,
  )
  openssl(
    [
      'genpkey',
      '-algorithm',
      'RSA',
      '-pkeyopt',
      'rsa_keygen_bits:2048',
      '-aes-256-cbc',
      '-pass',
      `pass:${passphrase}`,
      '-out',
      'pass.key',
    ],
    dir,
  )
  openssl(
    [
      'req',
      '-new',
      '-key',
      'pass.key',
      '-passin',
      `pass:${passphrase}`,
      '-out',
      'pass.csr',
      '-subj',
      `/UID=${testPassTypeId}/CN=Pass Type ID: ${testPassTypeId}/OU=${testTeamId}/O=Sino Club Test`,
    ],
    dir,
  )
  openssl(
    ['x509', '-req', '-in', 'pass.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-set_serial', '3', ...days, '-out', 'pass.pem'],
    dir,
  )
  appleChain = dir
  return dir
}

/**
 * Certificates made for one test run, none of them Apple's or Google's: Apple's stand-ins (above)
 * and a service account key of this wallet's own standing for Google's, its token address
 * unreachable unless a test sets another.
 */
export function makeTestWallet(tokenUri = 'http://127.0.0.1:9/token'): TestWallet {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-certificates-'))
  fs.cpSync(appleChainFolder(), dir, { recursive: true })
  const google = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  const account = {
    type: 'service_account',
    client_email: 'club-wallet@sino-club-test.iam.gserviceaccount.com',
    private_key: google.privateKey,
    token_uri: tokenUri,
  }
  fs.writeFileSync(path.join(dir, 'service-account.json'), JSON.stringify(account))
  return {
    env: {
      APPLE_WALLET_PASS_TYPE_ID: testPassTypeId,
      APPLE_WALLET_TEAM_ID: testTeamId,
      APPLE_WALLET_CERTIFICATE: path.join(dir, 'pass.pem'),
      APPLE_WALLET_KEY: path.join(dir, 'pass.key'),
      APPLE_WALLET_KEY_PASSPHRASE: passphrase,
      APPLE_WALLET_WWDR_CERTIFICATE: path.join(dir, 'wwdr.pem'),
      GOOGLE_WALLET_ISSUER_ID: testIssuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT: path.join(dir, 'service-account.json'),
    },
    dir,
    caFile: path.join(dir, 'ca.pem'),
    googlePublicKey: google.publicKey,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
