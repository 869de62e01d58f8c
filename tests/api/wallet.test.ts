import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { importSPKI, jwtVerify } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { walletGoogleClassWith } from '#server/cli/commands/wallet-google-class.ts'
import { ConfigError, loadConfig } from '#server/config.ts'
import { walletPasses } from '#server/db/schema.ts'
import { decideUpgrade } from '#server/modules/review/decisions.ts'
import { walletObjectsApi } from '#server/modules/wallet/google-class.ts'
import { makeTestWallet, testIssuerId, testPassTypeId, testTeamId, type TestWallet } from '#tests/support/wallet-certificates.ts'
import { getAs, loggedIn, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { runCommandHere } from './support/run-command.ts'
import { bearer, databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

interface PassJson {
  webServiceURL: string
  passTypeIdentifier: string
  teamIdentifier: string
  serialNumber: string
  backgroundColor: string
  storeCard: Record<'headerFields' | 'primaryFields' | 'secondaryFields', { key: string; label: string; value: string }[]>
  barcodes: { format: string; message: string; messageEncoding: string; altText: string }[]
}

/** A pass unzipped into a folder of its own, as Wallet reads it. */
function unzipPass(bytes: Buffer): { dir: string; files: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'))
  fs.writeFileSync(path.join(dir, 'pass.pkpass'), bytes)
  execFileSync('unzip', ['-q', 'pass.pkpass', '-d', 'pass'], { cwd: dir })
  return { dir: path.join(dir, 'pass'), files: fs.readdirSync(path.join(dir, 'pass')).sort() }
}

/** Checks a pass as Wallet would: every file's SHA-1 in the manifest, the manifest's signature by the chain to `caFile`. */
function checkedPass(bytes: Buffer, caFile: string) {
  const { dir, files } = unzipPass(bytes)
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, string>
  const signed = files.filter((file) => file !== 'manifest.json' && file !== 'signature')
  expect(Object.keys(manifest).sort()).toEqual(signed)
  for (const file of signed) {
    expect(manifest[file], file).toBe(
      createHash('sha1')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest('hex'),
    )
  }
  // Throws unless the detached PKCS#7 signature verifies against the test root, through the WWDR stand-in.
  execFileSync(
    'openssl',
    [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'signature',
      '-content',
      'manifest.json',
      '-CAfile',
      caFile,
      '-purpose',
      'any',
      '-out',
      os.devNull,
    ],
    { cwd: dir, stdio: 'pipe' },
  )
  const pass = JSON.parse(fs.readFileSync(path.join(dir, 'pass.json'), 'utf8')) as PassJson
  const logo = fs.readFileSync(path.join(dir, 'logo.png'))
  fs.rmSync(path.dirname(dir), { recursive: true, force: true })
  return { pass, files, logo }
}

const fieldsOf = (pass: PassJson) =>
  Object.fromEntries(
    [...pass.storeCard.headerFields, ...pass.storeCard.primaryFields, ...pass.storeCard.secondaryFields].map((field) => [
      field.key,
      `${field.label}: ${field.value}`,
    ]),
  )

const passImage = (name: string) => fs.readFileSync(path.join('src/server/modules/wallet/pass-images', name))

describe.each(databasesFor('postgres'))('wallet passes (%s)', (kind) => {
  let wallet: TestWallet
  let test: TestApp
  let plain: TestApp
  beforeAll(async () => {
    wallet = makeTestWallet()
    test = await startTestApp(kind, { env: wallet.env })
    plain = await startTestApp(kind)
  })
  afterAll(async () => {
    await test.close()
    await plain.close()
    wallet.remove()
  })
  /** The member's pass serial, as kept. */
  const serialOf = async (memberId: string) =>
    (await test.database.db.select().from(walletPasses).where(eq(walletPasses.memberId, memberId)))[0]?.serialNumber

  it('signs an Apple Wallet store card of the member: every file in the manifest, the signature by the configured chain', async () => {
    const { member, token } = await loggedIn(test)
    const response = await getAs(test, token, '/api/walletPass/apple')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${member.clubMemberId}.pkpass"`)
    const { pass, files, logo } = checkedPass(response.rawPayload, wallet.caFile)
    expect(files).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png']))
    expect(logo.equals(passImage('logo-ordinary.png'))).toBe(true)
    expect(pass).toMatchObject({
      passTypeIdentifier: testPassTypeId,
      teamIdentifier: testTeamId,
      serialNumber: expect.stringMatching(/^[\w-]{22}$/),
      webServiceURL: `${test.app.ctx.config.publicUrl}/api/wallet/apple`,
      backgroundColor: 'rgb(11, 37, 69)',
    })
    expect(fieldsOf(pass)).toEqual({
      tier: 'Membership: Ordinary',
      name: 'Name: TAI MAN CHAN',
      memberId: `Member ID: ${member.clubMemberId}`,
    })
    // The venue's scanner reads the same as from the card in the portal: the member ID.
    expect(pass.barcodes).toEqual([
      { format: 'PKBarcodeFormatQR', message: member.clubMemberId, messageEncoding: 'iso-8859-1', altText: member.clubMemberId },
    ])
  })

  it("says pending approval while an upgrade waits, and the new tier's look once approved", async () => {
    const { member, token } = await loggedIn(test)
    await postAs(
      test,
      token,
      '/api/createUpgradeForm',
      upgradePayload({ addressDocumentId: [await uploadDocument(test, token)] }),
    )
    const pending = checkedPass((await getAs(test, token, '/api/walletPass/apple')).rawPayload, wallet.caFile).pass
    expect(pending.serialNumber).toMatch(/^[\w-]{22}$/)
    expect(fieldsOf(pending)).toMatchObject({ tier: 'Membership: Ordinary', status: 'Status: Pending approval' })

    await decideUpgrade(test.app.ctx, { clubMemberId: member.clubMemberId, decision: 'approve' })
    expect((await getAs(test, token, '/api/walletPasses')).json().data).toMatchObject({ apple: true, tier: 'privilege' })
    const approved = checkedPass((await getAs(test, token, '/api/walletPass/apple')).rawPayload, wallet.caFile)
    expect(fieldsOf(approved.pass)).toEqual({
      tier: 'Membership: Privilege',
      name: 'Name: TAI MAN CHAN',
      memberId: `Member ID: ${member.clubMemberId}`,
    })
    // The same serial: added again, the pass replaces the one in the wallet.
    expect(approved.pass).toMatchObject({ serialNumber: pending.serialNumber, backgroundColor: 'rgb(20, 17, 12)' })
    expect(approved.logo.equals(passImage('logo-privilege.png'))).toBe(true)
  })

  it.each([
    ['zh-HK', { tier: '會籍: 普通會員', name: '姓名: TAI MAN CHAN' }],
    ['zh-CN', { tier: '会籍: 普通会员', name: '姓名: TAI MAN CHAN' }],
  ])('speaks the language of the page (%s)', async (language, fields) => {
    const { token } = await loggedIn(test)
    const response = await getAs(test, token, '/api/walletPass/apple', { 'accept-language': language })
    expect(fieldsOf(checkedPass(response.rawPayload, wallet.caFile).pass)).toMatchObject(fields)
  })

  it("links to Google Wallet with a JWT of the service account that holds the member's loyalty object", async () => {
    const { member, token } = await loggedIn(test)
    const answer = (await getAs(test, token, '/api/walletPasses')).json().data
    expect(answer).toMatchObject({ apple: true, tier: 'ordinary' })
    expect(answer.googleSaveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/)
    const jwt = answer.googleSaveUrl.split('/').at(-1)
    const { payload, protectedHeader } = await jwtVerify(jwt, await importSPKI(wallet.googlePublicKey, 'RS256'), {
      issuer: 'club-wallet@sino-club-test.iam.gserviceaccount.com',
      audience: 'google',
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [test.app.ctx.config.publicUrl] })
    expect(payload.payload).toEqual({
      loyaltyObjects: [
        {
          id: expect.stringMatching(new RegExp(`^${testIssuerId}\\.[\\w-]{22}$`)),
          classId: `${testIssuerId}.sino-club-member`,
          state: 'ACTIVE',
          hexBackgroundColor: '#0b2545',
          accountId: member.clubMemberId,
          accountName: 'TAI MAN CHAN',
          barcode: { type: 'QR_CODE', value: member.clubMemberId, alternateText: member.clubMemberId },
          textModulesData: [{ id: 'tier', header: 'Membership', body: 'Ordinary' }],
        },
      ],
    })
  })

  it('offers no wallet where none is configured, and the pass is not found there', async () => {
    const { token } = await loggedIn(plain)
    expect((await getAs(plain, token, '/api/walletPasses')).json().data).toEqual({
      apple: false,
      googleSaveUrl: null,
      tier: 'ordinary',
    })
    const pass = await getAs(plain, token, '/api/walletPass/apple')
    expect(pass.statusCode).toBe(404)
    expect(pass.json()).toMatchObject({ success: false })
  })

  it('gives passes to members only', async () => {
    for (const url of ['/api/walletPass/apple', '/api/walletPasses']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
  })

  describe('a short-lived link the page opens itself', () => {
    const linkOf = async (token: string, language = 'en') => {
      const answer = await postAs(test, token, '/api/walletPassLink/apple', {}, { 'accept-language': language })
      expect(answer.statusCode).toBe(200)
      return answer.json().data as { url: string; expiresAt: string }
    }
    const open = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers })
    const keyOf = (url: string) => new URL(url, 'http://portal').searchParams.get('key')!
    const withKey = (key: string) => `/api/walletPass/apple/byLink?key=${encodeURIComponent(key)}`

    it("serves the member's pass, in the page's language, to a browser without the session, for 2 minutes", async () => {
      const { member, token } = await loggedIn(test)
      const { url, expiresAt } = await linkOf(token, 'zh-HK')
      expect(url).toMatch(/^\/api\/walletPass\/apple\/byLink\?key=[\w-]+\.[\w-]+$/)
      expect(url).not.toContain(token)
      expect(new Date(expiresAt).getTime() - test.clock().getTime()).toBe(120_000)
      const response = await open(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass')
      expect(response.headers['cache-control']).toBe('private, no-store')
      const { pass } = checkedPass(response.rawPayload, wallet.caFile)
      expect(pass.serialNumber).toBe(await serialOf(member.id))
      expect(fieldsOf(pass)).toMatchObject({ tier: '會籍: 普通會員' })
    })

    it('refuses an expired link with a message in its language', async () => {
      const { token } = await loggedIn(test)
      const { url } = await linkOf(token, 'zh-CN')
      test.clock.advance(120_000)
      const response = await open(url, { 'accept-language': 'en' })
      expect(response.statusCode).toBe(410)
      expect(response.json()).toMatchObject({
        success: false,
        returnCode: 410,
        msg: '此钱包卡链接已过期。请返回会员卡页面，再点击“添加到 Apple 钱包”。',
      })
    })

    it('refuses a link altered in any part, or not signed here, with a 404 and never a 5xx', async () => {
      const { token } = await loggedIn(test)
      const key = keyOf((await linkOf(token)).url)
      const [body, mac] = key.split('.') as [string, string]
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
      const longer = Buffer.from(JSON.stringify({ ...claims, expiresAt: claims.expiresAt + 3_600_000 })).toString('base64url')
      const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`
      for (const altered of [
        `${longer}.${mac}`,
        `${body}.${flipped}`,
        `${body}.`,
        body,
        `${key}.${mac}`,
        'not-a-link',
        `${mac}.${body}`,
      ]) {
        const response = await open(withKey(altered))
        expect(response.statusCode, altered).toBe(404)
        expect(response.json()).toMatchObject({
          success: false,
          returnCode: 404,
          msg: 'This link to a wallet pass is not valid. Go back to your membership card and press Add to Apple Wallet again.',
        })
      }
      expect((await open('/api/walletPass/apple/byLink')).statusCode).toBe(400)
    })

    it("opens only its own member's pass: another member's id in it breaks the signature", async () => {
      const first = await loggedIn(test)
      const second = await loggedIn(test)
      const [body, mac] = keyOf((await linkOf(first.token)).url).split('.') as [string, string]
      const secondBody = keyOf((await linkOf(second.token)).url).split('.')[0]!
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
      const theirs = JSON.parse(Buffer.from(secondBody, 'base64url').toString())
      const swapped = Buffer.from(JSON.stringify({ ...claims, memberId: theirs.memberId })).toString('base64url')
      expect((await open(withKey(`${swapped}.${mac}`))).statusCode).toBe(404)
      // The second member's session does not open the first one's link for them either: the link names its member.
      const opened = await open(withKey(`${body}.${mac}`), bearer(second.token))
      expect(checkedPass(opened.rawPayload, wallet.caFile).pass.serialNumber).toBe(await serialOf(first.member.id))
    })

    it('is given to members only, and only where Apple Wallet passes are signed', async () => {
      expect((await test.app.inject({ method: 'POST', url: '/api/walletPassLink/apple' })).statusCode).toBe(401)
      const { token } = await loggedIn(plain)
      expect((await postAs(plain, token, '/api/walletPassLink/apple', {})).statusCode).toBe(404)
    })
  })
})

describe('wallet configuration', () => {
  let wallet: TestWallet
  beforeAll(() => {
    wallet = makeTestWallet()
  })
  afterAll(() => wallet.remove())

  it('takes certificates and keys as files or as their text', () => {
    const asText = Object.fromEntries(
      Object.entries(wallet.env).map(([name, value]) => [name, fs.existsSync(value) ? fs.readFileSync(value, 'utf8') : value]),
    )
    const { apple, google } = loadConfig(asText).wallet
    expect(apple).toMatchObject({ passTypeId: testPassTypeId, teamId: testTeamId })
    expect(apple?.certificate).toBe(fs.readFileSync(wallet.env.APPLE_WALLET_CERTIFICATE!, 'utf8'))
    expect(google).toMatchObject({ issuerId: testIssuerId, classId: `${testIssuerId}.sino-club-member` })
    expect(loadConfig({ ...wallet.env, GOOGLE_WALLET_CLASS_ID: 'members' }).wallet.google?.classId).toBe(
      `${testIssuerId}.members`,
    )
    expect(loadConfig({}).wallet).toEqual({ apple: undefined, google: undefined })
  })

  it.each([
    [{ APPLE_WALLET_KEY: '' }, 'set APPLE_WALLET_KEY too'],
    [
      { APPLE_WALLET_KEY_PASSPHRASE: 'wrong' },
      'APPLE_WALLET_KEY must be a private key in PEM that APPLE_WALLET_KEY_PASSPHRASE opens',
    ],
    [
      { APPLE_WALLET_CERTIFICATE: '/nonexistent/pass.pem' },
      'APPLE_WALLET_CERTIFICATE must be PEM or JSON text, or a readable file',
    ],
    [{ APPLE_WALLET_WWDR_CERTIFICATE: 'service-account.json' }, 'APPLE_WALLET_WWDR_CERTIFICATE must be a certificate in PEM'],
    [{ GOOGLE_WALLET_ISSUER_ID: '' }, 'set GOOGLE_WALLET_ISSUER_ID too'],
    [
      { GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"x"}' },
      'GOOGLE_WALLET_SERVICE_ACCOUNT must be the JSON key of a service account',
    ],
  ])('refuses to start on a wallet half configured or a key that does not open: %j', (change, reason) => {
    const env = { ...wallet.env, ...change }
    expect(() => loadConfig(env, wallet.dir)).toThrow(ConfigError)
    expect(() => loadConfig(env, wallet.dir)).toThrow(reason)
  })
})

describe('npm run wallet:google-class', () => {
  const classes = new Map<string, unknown>()
  const calls: string[] = []
  let wallet: TestWallet
  let server: http.Server
  let base: string

  /** Google's token endpoint and Wallet API as far as the command uses them, on this machine. */
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', async () => {
        calls.push(`${request.method} ${request.url}`)
        const answer = (status: number, json: object) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(json))
        }
        if (request.url === '/token') {
          const assertion = new URLSearchParams(body).get('assertion') ?? ''
          const { payload } = await jwtVerify(assertion, await importSPKI(wallet.googlePublicKey, 'RS256'), {
            audience: `${base}/token`,
          }).catch(() => ({ payload: undefined }))
          if (payload?.scope !== 'https://www.googleapis.com/auth/wallet_object.issuer') return answer(401, {})
          return answer(200, { access_token: 'fake-access-token', token_type: 'Bearer', expires_in: 3600 })
        }
        if (request.headers.authorization !== 'Bearer fake-access-token') return answer(401, {})
        const sent = JSON.parse(body) as { id: string }
        if (request.method === 'POST' && request.url === '/walletobjects/v1/loyaltyClass') {
          if (classes.has(sent.id)) return answer(409, { error: { code: 409, message: 'exists' } })
          classes.set(sent.id, sent)
          return answer(200, sent)
        }
        if (request.method === 'PUT' && request.url === `/walletobjects/v1/loyaltyClass/${sent.id}`) {
          classes.set(sent.id, sent)
          return answer(200, sent)
        }
        return answer(404, {})
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    wallet = makeTestWallet(`${base}/token`)
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    wallet.remove()
  })
  afterEach(() => vi.unstubAllEnvs())

  /** Calls to Google's Wallet API reach the fake instead. */
  const command = walletGoogleClassWith((input, init) =>
    fetch(String(input).replace(walletObjectsApi, `${base}/walletobjects/v1`), init),
  )

  it('creates the loyalty class once, and brings it up to date when it exists', async () => {
    for (const [name, value] of Object.entries(wallet.env)) vi.stubEnv(name, value)
    vi.stubEnv('PUBLIC_URL', 'https://club.example.com')
    const first = await runCommandHere(command, [])
    expect(first).toMatchObject({ code: 0, stdout: `Loyalty class ${testIssuerId}.sino-club-member created` })
    expect(classes.get(`${testIssuerId}.sino-club-member`)).toMatchObject({
      issuerName: 'Sino Club',
      programName: 'Sino Club',
      localizedProgramName: {
        translatedValues: expect.arrayContaining([
          { language: 'zh-HK', value: '信和會' },
          { language: 'zh-CN', value: '信和会' },
        ]),
      },
      programLogo: { sourceUri: { uri: 'https://club.example.com/icons/icon-512.png' } },
    })
    const second = await runCommandHere(command, [])
    expect(second).toMatchObject({ code: 0, stdout: `Loyalty class ${testIssuerId}.sino-club-member updated` })
    expect(calls).toEqual([
      'POST /token',
      'POST /walletobjects/v1/loyaltyClass',
      'POST /token',
      'POST /walletobjects/v1/loyaltyClass',
      `PUT /walletobjects/v1/loyaltyClass/${testIssuerId}.sino-club-member`,
    ])
  })

  it('says what is missing when Google Wallet is not configured, and what Google refused', async () => {
    vi.stubEnv('GOOGLE_WALLET_ISSUER_ID', '')
    vi.stubEnv('GOOGLE_WALLET_SERVICE_ACCOUNT', '')
    const unconfigured = await runCommandHere(command, [])
    expect(unconfigured.code).toBe(1)
    expect(unconfigured.stderr).toContain(
      'Google Wallet is not configured: set GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT',
    )

    vi.stubEnv('GOOGLE_WALLET_ISSUER_ID', testIssuerId)
    vi.stubEnv(
      'GOOGLE_WALLET_SERVICE_ACCOUNT',
      JSON.stringify({
        ...JSON.parse(fs.readFileSync(wallet.env.GOOGLE_WALLET_SERVICE_ACCOUNT!, 'utf8')),
        client_email: 'other@example.com',
        private_key: makeOtherKey(),
      }),
    )
    const refused = await runCommandHere(command, [])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('The service account was refused a token (HTTP 401)')
  })
})

/** A key the fake does not know. */
function makeOtherKey(): string {
  const other = makeTestWallet()
  const key = (JSON.parse(fs.readFileSync(other.env.GOOGLE_WALLET_SERVICE_ACCOUNT!, 'utf8')) as { private_key: string })
    .private_key
  other.remove()
  return key
}
