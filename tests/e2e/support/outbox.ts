import { expect, request } from '@playwright/test'
import { e2ePort } from './e2e-env.ts'
import { operate } from './operate.ts'

interface OutboxMessage {
  id: number
  channel: 'sms' | 'email'
  to: string
  subject: string | null
  body: string
}

/**
 * The outbox answers the machine itself only, never a request that came through a proxy: it is
 * read without the test's forwarded address (the runner would add the test's headers to a new
 * request context otherwise).
 */
export async function outbox(baseURL = `http://localhost:${e2ePort}`): Promise<OutboxMessage[]> {
  const local = await request.newContext({ baseURL, extraHTTPHeaders: {} })
  try {
    const answer = await local.get('/api/dev/outbox?limit=200')
    expect(answer.ok()).toBe(true)
    return ((await answer.json()) as { data: OutboxMessage[] }).data
  } finally {
    await local.dispose()
  }
}

/** Waits for a message the portal sent after `sinceId` and answers what `pick` reads from it. */
async function waitForMessage(match: (message: OutboxMessage) => boolean, sinceId: number): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(async () => {
      found = (await outbox()).filter((message) => message.id > sinceId && match(message)).sort((a, b) => b.id - a.id)[0]
      return found !== undefined
    })
    .toBe(true)
  return found!
}

/** The id of the newest message so far: what comes later is new. */
export const lastOutboxId = async (): Promise<number> => Math.max(0, ...(await outbox()).map((message) => message.id))

/** The 6-digit code the last SMS to this phone carried. */
export async function smsCode(phone: string, sinceId = 0): Promise<string> {
  const message = await waitForMessage((m) => m.channel === 'sms' && m.to.endsWith(phone), sinceId)
  const code = /\b(\d{6})\b/.exec(message.body)?.[1]
  if (!code) throw new Error(`no code in SMS: ${message.body}`)
  return code
}

/** The path of the link the last e-mail to this address carried. */
export async function emailLink(email: string, sinceId = 0): Promise<string> {
  const message = await waitForMessage((m) => m.channel === 'email' && m.to === email, sinceId)
  const link =
    /https?:\/\/[^\s]+?(\/(?:en|tc|sc)\/verifyUser(?:Account)?\/[^\s]+)/.exec(message.body)?.[1] ??
    /(\/(?:en|tc|sc)\/verifyUser(?:Account)?\/[^\s]+)/.exec(message.body)?.[1]
  if (!link) throw new Error(`no link in e-mail: ${message.body}`)
  return link
}

/** Creates a referral code the way an operator does (npm run referral:create), through the running portal. */
export async function createReferral(options: { estate?: number } = {}): Promise<string> {
  const code = `E2E-${Math.random().toString(36).slice(2, 10).toUpperCase()}`
  const created = await operate<{ code: string }>('referral.create', { code, estate: options.estate, type: 'owner' })
  return created.code
}

export const randomPhone = () => `${5 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
