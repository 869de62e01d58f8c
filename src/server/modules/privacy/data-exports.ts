import { eq, lte } from 'drizzle-orm'
import type { Readable } from 'node:stream'
import { isLang, type Lang } from '#contract/languages'
import { dataExportKeptDays, myDataCopyAnchor, myDataPagePath } from '#contract/rules/privacy'
import type { DataExportFormat, DataExportState } from '#contract/schemas/privacy'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { dataExports, languages, members } from '#server/db/schema.ts'
import { mailDate } from '#server/lib/mail-date.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { memberDataHtml } from './data-export-html.ts'
import { memberDataFile } from './data-export-file.ts'
import { memberData } from './member-data.ts'
import { referenceNames } from './reference-names.ts'

export const prepareExportJob = 'privacy.prepareExport'

const dayMs = 86_400_000

type ExportRow = typeof dataExports.$inferSelect

/** Longer than every try of the job takes (about 45 minutes): a copy still not ready then has failed. */
const preparedWithinMs = 2 * 3_600_000

export const exportStateOf = (row: ExportRow, now: Date): DataExportState => ({
  status: row.status === 'preparing' && now.getTime() - row.requestedAt.getTime() > preparedWithinMs ? 'failed' : row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
})

/** The member's copy, if one is offered or being prepared (one past its time counts as none). */
export async function currentExport(db: Db, memberId: string, now: Date): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.memberId, memberId))
  return row && !(row.expiresAt && row.expiresAt <= now) ? row : undefined
}

/** A new copy at most this often (three a day): a repeat sooner answers the copy made, or being made. */
const newCopyEveryMs = 8 * 3_600_000

const namesOf = (row: Pick<ExportRow, 'jsonName' | 'htmlName'>) => [row.jsonName, row.htmlName].filter((name) => name !== null)

/**
 * A new copy of the member's data, prepared by a job (the request does not wait for it), in
 * the member's language (the page's when they chose none): the copy it replaces is deleted
 * with its files. One copy is made at a time and at most three a day: a repeat within 8 hours
 * of the last request answers that copy (a failed one may be asked again at once), so repeats
 * cost neither a copy nor an e-mail.
 */
export async function requestDataExport(ctx: ServiceContext, memberId: string, pageLang: Lang): Promise<DataExportState> {
  const now = ctx.clock()
  const [preference] = await ctx.db
    .select({ language: languages.language })
    .from(members)
    .innerJoin(languages, eq(languages.id, members.defaultLangId))
    .where(eq(members.id, memberId))
  const lang = isLang(preference?.language) ? preference.language : pageLang
  const { row, replaced, jobId } = await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(dataExports).where(eq(dataExports.memberId, memberId)).for('update')
    if (old && now.getTime() - old.requestedAt.getTime() < newCopyEveryMs && exportStateOf(old, now).status !== 'failed') {
      return { row: old, replaced: [], jobId: null }
    }
    const fresh = {
      status: 'preparing' as const,
      lang,
      jsonName: null,
      htmlName: null,
      requestedAt: now,
      readyAt: null,
      expiresAt: null,
    }
    const [row] = await tx
      .insert(dataExports)
      .values({ memberId, ...fresh })
      .onConflictDoUpdate({ target: dataExports.memberId, set: { id: crypto.randomUUID(), ...fresh } })
      .returning()
    const jobId = await ctx.jobs.enqueue(prepareExportJob, { memberId, exportId: row!.id }, { db: tx })
    return { row: row!, replaced: old ? namesOf(old) : [], jobId }
  })
  for (const name of replaced) await ctx.files.remove(name)
  if (jobId) void ctx.jobs.runNow(jobId)
  return exportStateOf(row, now)
}

/**
 * The job: writes the JSON and HTML files under names made from the copy's id (a repeated try
 * writes the same files), marks the copy ready for 7 days and e-mails the member a link to it.
 * A copy replaced or removed meanwhile is left alone.
 */
export async function prepareDataExport(ctx: ServiceContext, payload: { memberId: string; exportId: string }): Promise<void> {
  const [row] = await ctx.db.select().from(dataExports).where(eq(dataExports.memberId, payload.memberId))
  if (!row || row.id !== payload.exportId || row.status !== 'preparing') return
  const data = await memberData(ctx.db, payload.memberId)
  if (!data) return
  const now = ctx.clock()
  const lang: Lang = isLang(row.lang) ? row.lang : 'en'
  const file = memberDataFile(data, now)
  const jsonName = `${row.id}.json`
  const htmlName = `${row.id}.html`
  await ctx.files.write(jsonName, Buffer.from(JSON.stringify(file, null, 2)), 'application/json')
  const html = memberDataHtml(file, lang, await referenceNames(ctx.db, lang))
  await ctx.files.write(htmlName, Buffer.from(html), 'text/html')
  const expiresAt = new Date(now.getTime() + dataExportKeptDays * dayMs)
  const mail = await ctx.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(dataExports)
      .set({ status: 'ready', jsonName, htmlName, readyAt: now, expiresAt })
      .where(eq(dataExports.id, row.id))
      .returning({ id: dataExports.id })
    const [member] = await tx.select({ email: members.emailAddress }).from(members).where(eq(members.id, payload.memberId))
    if (!ready || !member?.email) return null
    const link = `${ctx.config.publicUrl}${myDataPagePath(lang)}#${myDataCopyAnchor}`
    const until = mailDate(expiresAt, lang)
    return ctx.notifier.queue(
      {
        channel: 'email',
        to: member.email,
        subject: serverText(lang, { key: 'mail.dataExportReadySubject' }),
        body: serverText(lang, { key: 'mail.dataExportReadyBody', params: { name: file.name, link, until } }),
      },
      tx,
    )
  })
  ctx.keptReads?.evictMember(payload.memberId)
  if (mail) await ctx.notifier.sendQueued(mail)
}

/** One file of the member's ready copy, open; undefined when none is offered. */
export async function openExportFile(
  ctx: ServiceContext,
  memberId: string,
  format: DataExportFormat,
): Promise<{ body: Readable; contentType: string; fileName: string } | undefined> {
  const row = await currentExport(ctx.db, memberId, ctx.clock())
  const name = format === 'json' ? row?.jsonName : row?.htmlName
  if (row?.status !== 'ready' || !name) return undefined
  return {
    body: await ctx.files.open(name),
    contentType: format === 'json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    fileName: `sino-club-my-data.${format}`,
  }
}

/** Housekeeping: copies past their 7 days are deleted, with their files. */
export async function purgeExpiredExports(ctx: ServiceContext): Promise<void> {
  const expired = await ctx.db.delete(dataExports).where(lte(dataExports.expiresAt, ctx.clock())).returning()
  for (const row of expired) for (const name of namesOf(row)) await ctx.files.remove(name)
}
