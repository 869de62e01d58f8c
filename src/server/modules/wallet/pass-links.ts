import { createHmac, timingSafeEqual } from 'node:crypto'
import { isLang, type Lang } from '#contract/languages'
import { applePassLinkSeconds } from '#contract/membership-card'
import type { ServiceContext } from '#server/context.ts'

/** What a pass link says of itself, signed by the portal: whose pass, in which language, until when. */
interface PassLinkClaims {
  memberId: string
  lang: Lang
  expiresAt: number
}

type LinkContext = Pick<ServiceContext, 'config' | 'clock'>

/** The purpose is signed with the claims, so that no other signature of the portal's key opens a pass. */
const macOf = (secret: string, claims: string) => createHmac('sha256', secret).update('apple-pass-link\0').update(claims).digest()

function secretOf(ctx: Pick<ServiceContext, 'config'>): string {
  const secret = ctx.config.codeHmacSecret
  if (!secret) throw new Error('CODE_HMAC_SECRET is not resolved')
  return secret
}

/**
 * A key for the member's pass in this language, good for a short while: the claims and their
 * HMAC with the portal's key. Nothing is kept: the key is its own proof, and carries no session.
 */
export function newPassLinkKey(ctx: LinkContext, memberId: string, lang: Lang): { key: string; expiresAt: Date } {
  const expiresAt = new Date(ctx.clock().getTime() + applePassLinkSeconds * 1000)
  const claims: PassLinkClaims = { memberId, lang, expiresAt: expiresAt.getTime() }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return { key: `${body}.${macOf(secretOf(ctx), body).toString('base64url')}`, expiresAt }
}

/** What a key opens: the member and language, and whether its time is over; undefined when the portal did not sign it. */
export function passLinkOf(ctx: LinkContext, key: string): { memberId: string; lang: Lang; expired: boolean } | undefined {
  const [body, mac, ...rest] = key.split('.')
  if (!body || !mac || rest.length > 0) return undefined
  const given = Buffer.from(mac, 'base64url')
  const expected = macOf(secretOf(ctx), body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  let claims: Partial<PassLinkClaims> | null
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<PassLinkClaims> | null
  } catch {
    return undefined
  }
  const { memberId, lang, expiresAt } = claims ?? {}
  if (typeof memberId !== 'string' || !isLang(lang) || typeof expiresAt !== 'number') return undefined
  return { memberId, lang, expired: expiresAt <= ctx.clock().getTime() }
}
