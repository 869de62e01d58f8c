import { eq } from 'drizzle-orm'
import { langs, type Lang } from '#contract/languages'
import { passkeysAnchor } from '#contract/rules/passkeys'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import type { Tx } from '#server/db/retrying-transaction.ts'
import { passkeys } from '#server/db/schema.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { recordAudit, type AuditActor } from '../audit/index.ts'

export type PasskeyChange = 'added' | 'removed'

export interface PasskeyHolder {
  /** Who the audit log names as acting: the staff member, or the member by their member ID. */
  actor: AuditActor
  target: { kind: 'member' | 'staff'; id: string }
  name: string
  email: string | null
  language: string | null
}

const texts = {
  member: {
    added: { subject: 'accountNotices.passkeyAddedSubject', body: 'accountNotices.passkeyAddedBody' },
    removed: { subject: 'accountNotices.passkeyRemovedSubject', body: 'accountNotices.passkeyRemovedBody' },
  },
  staff: {
    added: { subject: 'staffConsole.mailPasskeyAddedSubject', body: 'staffConsole.mailPasskeyAddedBody' },
    removed: { subject: 'staffConsole.mailPasskeyRemovedSubject', body: 'staffConsole.mailPasskeyRemovedBody' },
  },
} as const

/**
 * A passkey added or removed: in the audit log, and told to its holder by e-mail in their
 * language (someone with their session and password may have done it), in the change's
 * transaction. Answers the message's job, to try once the transaction commits.
 */
async function recordPasskeyChange(
  ctx: ServiceContext,
  tx: Pick<Db, 'insert'>,
  holder: PasskeyHolder,
  change: PasskeyChange,
  passkeyName: string,
): Promise<string | null> {
  const now = ctx.clock()
  await recordAudit(tx, now, {
    actor: holder.actor,
    action: `${holder.target.kind}.${change === 'added' ? 'addPasskey' : 'removePasskey'}`,
    target: holder.target,
    ...(change === 'added' ? { after: { passkey: passkeyName } } : { before: { passkey: passkeyName } }),
  })
  if (!holder.email) return null
  const lang: Lang = langs.find((l) => l === holder.language) ?? 'en'
  const text = texts[holder.target.kind][change]
  // A member is given the way to their passkeys as a link: the page that lists them, at their place.
  const link = `${ctx.config.publicUrl}/${lang}/update-profile/devices#${passkeysAnchor}`
  const params = { name: holder.name, passkey: passkeyName, email: ctx.config.supportEmail, link }
  return ctx.notifier.queue(
    {
      channel: 'email',
      lane: 'security',
      to: holder.email,
      subject: serverText(lang, { key: text.subject }),
      body: serverText(lang, { key: text.body, params }),
    },
    tx,
  )
}

/** A change to someone's passkeys with its audit entry and notice in one transaction; the e-mail is tried once it commits. */
export async function withPasskeyNotice<T>(
  ctx: ServiceContext,
  holder: PasskeyHolder,
  change: PasskeyChange,
  passkeyName: string,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { result, job } = await ctx.db.transaction(async (tx) => {
    const result = await write(tx)
    return { result, job: await recordPasskeyChange(ctx, tx, holder, change, passkeyName) }
  })
  if (job) await ctx.notifier.sendQueued(job)
  return result
}

/** Why an account's passkeys lost their standing, as the audit log records it. */
export type PasskeysEndedBy =
  'passwordChanged' | 'passwordReset' | 'sessionsEnded' | 'authenticatorReset' | 'accountDisabled' | 'removedByAdmin'

const endedTexts = {
  member: { subject: 'accountNotices.passkeysEndedSubject', body: 'accountNotices.passkeysEndedBody' },
  staff: { subject: 'staffConsole.mailPasskeysEndedSubject', body: 'staffConsole.mailPasskeysEndedBody' },
} as const

/**
 * Removes every passkey of the holder's in `tx`: a new password, sessions ended for a
 * compromised account, a reset authenticator or a disabled account end what a passkey added by
 * someone else could still open. Each is written to the audit log, and one e-mail names them
 * all. Answers the e-mail's job, to try once `tx` commits (null when none was removed).
 */
export async function removeEveryPasskey(
  ctx: ServiceContext,
  tx: Pick<Db, 'insert' | 'delete'>,
  holder: PasskeyHolder,
  because: PasskeysEndedBy,
): Promise<string | null> {
  const { kind, id } = holder.target
  const removed = await tx
    .delete(passkeys)
    .where(kind === 'member' ? eq(passkeys.memberId, id) : eq(passkeys.staffId, id))
    .returning({ name: passkeys.name })
  if (removed.length === 0) return null
  const now = ctx.clock()
  for (const { name } of removed) {
    await recordAudit(tx, now, {
      actor: holder.actor,
      action: `${kind}.removePasskey`,
      target: holder.target,
      before: { passkey: name },
      after: { because },
    })
  }
  if (!holder.email) return null
  const lang: Lang = langs.find((l) => l === holder.language) ?? 'en'
  const params = {
    name: holder.name,
    passkeys: removed.map((row) => `  • ${row.name}`).join('\n'),
    email: ctx.config.supportEmail,
  }
  return ctx.notifier.queue(
    {
      channel: 'email',
      lane: 'security',
      to: holder.email,
      subject: serverText(lang, { key: endedTexts[kind].subject }),
      body: serverText(lang, { key: endedTexts[kind].body, params }),
    },
    tx,
  )
}
