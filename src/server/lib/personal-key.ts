import { createHmac } from 'node:crypto'

/** What a key needs of the portal: its secret. */
type Keyed = { config: { codeHmacSecret: string | undefined } }

/**
 * A phone number or an e-mail address as part of a counter's key: an HMAC with the portal's
 * secret. A plain hash would give the number back to anyone with a copy of the table (Hong Kong's
 * mobile numbers are a hundred million, hashed in seconds); keyed, only the portal can tell
 * whose counter a row is, which is how erasure finds a member's counters to delete.
 */
export function personalKeyPart(ctx: Keyed, text: string): string {
  const secret = ctx.config.codeHmacSecret
  if (!secret) throw new Error('CODE_HMAC_SECRET is not resolved')
  return createHmac('sha256', secret).update('counter-key\0').update(text).digest('hex').slice(0, 32)
}

/** A phone's part of a key, as the list's id of its country code and the number. */
export const phoneKeyPart = (ctx: Keyed, countryCodeId: number, phone: string) =>
  personalKeyPart(ctx, `${countryCodeId}:${phone}`)
