import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { operate } from '#tests/e2e/support/operate.ts'
import { e2ePort } from '#tests/e2e/support/e2e-env.ts'

/** The engines' own portal (beside Playwright's, so both run at once): the port after Playwright's. */
export const enginesPort = Number(process.env.ENGINES_PORT ?? e2ePort + 3)
export const enginesDataDir = path.join(os.tmpdir(), `club-portal-engines-${enginesPort}`)

export interface Member {
  phone: string
  password: string
  clubMemberId: string
}

export const randomPhone = () => `${5 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/** A member made as an operator makes one (the e2e helper's operation, on this portal). */
export async function createMember(): Promise<Member> {
  const phone = randomPhone()
  const password = 'Secret#123'
  const { clubMemberId } = await operate<{ clubMemberId: string }>(
    'member.create',
    {
      phone,
      countryCode: 1,
      password,
      email: `m${phone}@example.com`,
      firstName: 'Tai Man',
      surname: 'Chan',
      tier: 'ordinary',
      language: 'en',
      firstTime: false,
      marketingConsent: false,
    },
    enginesDataDir,
  )
  return { phone, password, clubMemberId }
}

export async function createReceiptId(): Promise<string> {
  const [link] = await operate<{ id: string }[]>(
    'receiptLink.create',
    { event: 'Lantern Night', count: 1, language: 'en' },
    enginesDataDir,
  )
  return link!.id
}

/** Whether the link holds its receipt, as the upload page asks it, and a second upload's answer (801 once it does). */
export async function receiptState(id: string) {
  const answer = await fetch(`http://127.0.0.1:${enginesPort}/api/getReceiptLink?id=${id}`)
  return ((await answer.json()) as { data: { uploaded: boolean } }).data.uploaded
}

/** What the newest message to `to` on `channel` carries, as `read` finds it (the outbox answers this machine itself). */
async function fromOutbox(channel: 'sms' | 'email', to: string, read: (body: string) => string | undefined): Promise<string> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${enginesPort}/api/dev/outbox?limit=200`)
    const messages = ((await answer.json()) as { data: { id: number; channel: string; to: string; body: string }[] }).data
    const found = messages.filter((m) => m.channel === channel && m.to.endsWith(to)).sort((a, b) => b.id - a.id)[0]
    const value = found && read(found.body)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`no ${channel} to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The code of the newest SMS to `phone`. */
export const smsCode = (phone: string) => fromOutbox('sms', phone, (body) => /\b(\d{6})\b/.exec(body)?.[1])

/** The path of the verification link the newest e-mail to `email` carries. */
export const emailLink = (email: string) =>
  fromOutbox('email', email, (body) => /(\/(?:en|tc|sc)\/verifyUser(?:Account)?\/[^\s]+)/.exec(body)?.[1])

/** Files the browsers choose from (a driver sends a path). */
export function testFile(name: string, bytes: Buffer): string {
  const dir = path.join(os.tmpdir(), `club-portal-engines-files-${process.pid}`)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, name)
  fs.writeFileSync(file, bytes)
  return file
}
