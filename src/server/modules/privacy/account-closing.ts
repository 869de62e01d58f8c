import { nameInOrder } from '#contract/person-name'
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import { type } from 'arktype'
import { langs, type Lang } from '#contract/languages'
import { ReturnCode } from '#contract/return-codes'
import { closingNoticeWorkingDays } from '#contract/rules/privacy'
import { businessDeadline } from '#contract/rules/review'
import type { ClosingRequestItem, ClosingState } from '#contract/schemas/privacy'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { closingRequests, countryCodes, dataExports, languages, members, receipts, uploadedFiles } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { serverText } from '#server/lib/server-messages.ts'
import { operatorActor, recordAudit, type AuditActor } from '../audit/index.ts'
import { forgetMemberTraces } from './member-traces.ts'
import { deleteMembers } from '../members/index.ts'
import { isCurrentPassword } from '../auth/index.ts'
import { passesChanged } from '../wallet/index.ts'

type Channel = ClosingState['channel']

const openRequest = and(isNull(closingRequests.cancelledAt), isNull(closingRequests.closedAt))

const stateOf = (row: typeof closingRequests.$inferSelect): ClosingState => ({
  requestedAt: row.requestedAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  channel: row.channel,
})

/** The member's request waiting for its date, if any. */
export async function openClosingRequest(db: Db, memberId: string): Promise<ClosingState | null> {
  const [row] = await db
    .select()
    .from(closingRequests)
    .where(and(eq(closingRequests.memberId, memberId), openRequest))
  return row ? stateOf(row) : null
}

/**
 * A request to close the account: the account is erased at the end of the notice (7 working
 * days, Monday to Friday in Hong Kong; the portal knows no public holidays, so they count as
 * working days). A second request while one waits answers the first. The request is an event
 * kept in its transaction, on which the member is e-mailed at once (member-mail).
 */
async function addClosingRequest(
  ctx: ServiceContext,
  member: { id: string; clubMemberId: string },
  channel: Channel,
  audit?: AuditActor,
): Promise<ClosingState> {
  const now = ctx.clock()
  const closesAt = businessDeadline(now, closingNoticeWorkingDays)
  const { state, events } = await ctx.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(closingRequests)
      .values({ memberId: member.id, clubMemberId: member.clubMemberId, channel, requestedAt: now, closesAt })
      .onConflictDoNothing()
      .returning()
    if (!added) return { state: (await openClosingRequest(tx as unknown as Db, member.id))!, events: [] }
    if (audit) {
      await recordAudit(tx, now, {
        actor: audit,
        action: 'member.closeRequest',
        target: { kind: 'member', id: member.id },
        after: { closesAt: closesAt.toISOString(), channel },
      })
    }
    const requested = { memberId: member.id, clubMemberId: member.clubMemberId, closesAt: closesAt.toISOString() }
    return { state: stateOf(added), events: await ctx.events.emit(tx, { name: 'account.closingRequested', ...requested }) }
  })
  await ctx.events.deliver(events)
  return state
}

/** The member asks in the portal, with their password (611 when wrong). */
export async function requestAccountClosing(ctx: ServiceContext, memberId: string, password: string): Promise<ClosingState> {
  if (!(await isCurrentPassword(ctx, memberId, password))) {
    throw new ApiError(ReturnCode.wrongPassword, { key: 'profile.currentPasswordIncorrect' })
  }
  const [member] = await ctx.db
    .select({ id: members.id, clubMemberId: members.clubMemberId })
    .from(members)
    .where(eq(members.id, memberId))
  return addClosingRequest(ctx, member!, 'member')
}

/** The member changes their mind before the date; after it there is nothing left to cancel. */
export async function cancelAccountClosing(ctx: ServiceContext, memberId: string): Promise<void> {
  const cancelled = await ctx.db
    .update(closingRequests)
    .set({ cancelledAt: ctx.clock() })
    .where(and(eq(closingRequests.memberId, memberId), openRequest, gt(closingRequests.closesAt, ctx.clock())))
    .returning({ id: closingRequests.id })
  if (cancelled.length === 0) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
}

export const closeByPostInput = type({ clubMemberId: 'string <= 20' })

/** A request received by post, made by an operator's command (audited). */
export class ClosingError extends Error {
  override readonly name = 'ClosingError'
}

export async function requestClosingByPost(ctx: ServiceContext, input: typeof closeByPostInput.infer) {
  const [member] = await ctx.db
    .select({ id: members.id, clubMemberId: members.clubMemberId })
    .from(members)
    .where(eq(members.clubMemberId, input.clubMemberId.trim().toUpperCase()))
  if (!member) throw new ClosingError(`No member ${input.clubMemberId}`)
  const state = await addClosingRequest(ctx, member, 'post', operatorActor)
  return { clubMemberId: member.clubMemberId, closesAt: state.closesAt }
}

/** Every request, those waiting first by their date, then the cancelled and the done, newest first. */
export async function closingRequestList(db: Db): Promise<ClosingRequestItem[]> {
  const waiting = sql`(${closingRequests.cancelledAt} is null and ${closingRequests.closedAt} is null)`
  const rows = await db
    .select({
      request: closingRequests,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(closingRequests)
    .leftJoin(members, eq(members.id, closingRequests.memberId))
    .orderBy(
      desc(waiting),
      asc(sql`case when ${waiting} then ${closingRequests.closesAt} end`),
      desc(closingRequests.requestedAt),
    )
    .limit(500)
  return rows.map(({ request, firstName, lastName }) => ({
    id: request.id,
    clubMemberId: request.clubMemberId,
    memberId: request.memberId,
    name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    channel: request.channel,
    requestedAt: request.requestedAt.toISOString(),
    closesAt: request.closesAt.toISOString(),
    cancelledAt: request.cancelledAt?.toISOString() ?? null,
    closedAt: request.closedAt?.toISOString() ?? null,
  }))
}

/** The portal itself erases an account on its date: its entry names it so. */
const portalActor: AuditActor = { kind: 'operator', id: null, email: 'portal' }

/**
 * Erases one member whose notice has ended, in one transaction: the member's record goes, and
 * with it (by the schema's cascades) their addresses, interests, applications (one still open is
 * withdrawn with it, freeing its plate and card), sessions, codes and links; their documents,
 * receipts and copy of their data are deleted with their files, and what they left elsewhere is
 * forgotten (member-traces.ts). What stays: the request, naming them by member ID only, and the
 * audit log's entries, which keep who did what and when but no longer the person's details.
 * The confirmation goes to the e-mail address they had.
 */
async function eraseMember(ctx: ServiceContext, requestId: string): Promise<boolean> {
  const now = ctx.clock()
  const done = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(closingRequests)
      .where(and(eq(closingRequests.id, requestId), openRequest, lte(closingRequests.closesAt, now)))
      .for('update')
    if (!request?.memberId) return undefined
    const memberId = request.memberId
    const [member] = await tx
      .select({
        email: members.emailAddress,
        phone: members.mobilePhone,
        countryCodeId: members.countryCodeId,
        countryCode: countryCodes.content,
        firstName: members.firstName,
        lastName: members.lastName,
        chineseName: members.chineseName,
        chineseSurname: members.chineseSurname,
        language: languages.language,
      })
      .from(members)
      .innerJoin(countryCodes, eq(countryCodes.id, members.countryCodeId))
      .leftJoin(languages, eq(languages.id, members.defaultLangId))
      .where(eq(members.id, memberId))
    if (!member) return undefined
    const documents = await tx
      .delete(uploadedFiles)
      .where(eq(uploadedFiles.ownerMemberId, memberId))
      .returning({ id: uploadedFiles.id, name: uploadedFiles.storedName })
    const files = [
      ...documents,
      ...(await tx.delete(receipts).where(eq(receipts.memberId, memberId)).returning({ name: receipts.storedName })),
    ].map((row) => row.name)
    const copies = await tx.delete(dataExports).where(eq(dataExports.memberId, memberId)).returning()
    for (const copy of copies) files.push(...[copy.jsonName, copy.htmlName].filter((name) => name !== null))
    await forgetMemberTraces(ctx, tx, { id: memberId, ...member, fileIds: documents.map((row) => row.id) })
    await tx.update(closingRequests).set({ closedAt: now }).where(eq(closingRequests.id, request.id))
    await passesChanged(ctx, tx, memberId, 'closed')
    await deleteMembers(tx, [memberId])
    await recordAudit(tx, now, {
      actor: portalActor,
      action: 'member.close',
      target: { kind: 'member', id: memberId },
      after: { clubMemberId: request.clubMemberId, requestedAt: request.requestedAt.toISOString(), channel: request.channel },
    })
    const lang: Lang = langs.find((l) => l === member.language) ?? 'en'
    const mail = member.email
      ? await ctx.notifier.queue(
          {
            channel: 'email',
            lane: 'security',
            to: member.email,
            subject: serverText(lang, { key: 'mail.accountClosedSubject' }),
            body: serverText(lang, {
              key: 'mail.accountClosedBody',
              params: { name: nameInOrder(member.firstName, member.lastName), memberId: request.clubMemberId },
            }),
          },
          tx,
        )
      : null
    return { memberId, files, mail }
  })
  if (!done) return false
  ctx.keptReads?.evictMember(done.memberId)
  for (const name of done.files) await ctx.files.remove(name)
  if (done.mail) await ctx.notifier.sendQueued(done.mail)
  return true
}

/** The recurring job: every request whose date has come is carried out; answers how many. */
export async function closeDueAccounts(ctx: ServiceContext): Promise<number> {
  const due = await ctx.db
    .select({ id: closingRequests.id })
    .from(closingRequests)
    .where(and(openRequest, lte(closingRequests.closesAt, ctx.clock())))
    .orderBy(asc(closingRequests.closesAt))
  let closed = 0
  for (const request of due) if (await eraseMember(ctx, request.id)) closed += 1
  if (closed > 0) ctx.keptReads?.dropReads()
  return closed
}
