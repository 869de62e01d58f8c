import type { FastifyInstance } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import { staffEndpoints } from '#contract/staff-endpoints'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/http/route.ts'
import { recordAudit } from '../audit/index.ts'
import { sendDocument } from '../upload/index.ts'
import { endMemberSessions, memberRecord, recordMemberView, searchMembers } from './member-lookup.ts'
import { receiptEvents, receiptFile, receiptsOf } from './receipt-records.ts'
import { csvFileName, receiptsCsv } from './receipts-csv.ts'

const notFound = () => new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })

/** Members and event receipts as reviewers see them, and the end of a member's sessions. */
export default async function staffRecordRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'private, no-store' }

  // A search looks people up by phone, e-mail or name: each one is on record, with what it found.
  await route(app, staffEndpoints.memberSearch, { headers: noStore }, async ({ query, staff }) => {
    const found = await searchMembers(app.ctx.db, query.q)
    if (query.q) {
      await recordAudit(app.ctx.db, app.ctx.clock(), {
        actor: staff,
        action: 'members.search',
        target: { kind: 'search', id: query.q },
        after: { found: found.items.length, more: found.more },
      })
    }
    return found
  })

  await route(app, staffEndpoints.memberRecord, { headers: noStore }, async ({ params, lang, staff }) => {
    const now = app.ctx.clock()
    const record = await memberRecord(app.ctx.db, params.id, lang, now)
    if (!record) throw notFound()
    await recordMemberView(app.ctx.db, staff, params.id, now)
    return record
  })

  await route(app, staffEndpoints.endMemberSessions, {}, async ({ params, staff }) => {
    const ended = await endMemberSessions(app.ctx, staff, params.id)
    if (!ended) throw notFound()
    // This node refuses the sessions at once; the database's announcement reaches the others.
    app.memberCache.evictMember(params.id)
    return ended
  })

  await route(app, staffEndpoints.receiptEvents, { headers: noStore }, async () => ({
    events: await receiptEvents(app.ctx.db),
  }))

  await route(app, staffEndpoints.eventReceipts, { headers: noStore }, async ({ query, staff }) => {
    const [event] = await receiptEvents(app.ctx.db, query.event)
    if (!event) throw notFound()
    await recordAudit(app.ctx.db, app.ctx.clock(), {
      actor: staff,
      action: 'receipts.view',
      target: { kind: 'event', id: query.event },
    })
    return { event, receipts: await receiptsOf(app.ctx.db, { event: query.event }) }
  })

  await route(app, staffEndpoints.eventReceiptsCsv, {}, async ({ query, lang, staff, reply }) => {
    const [event] = await receiptEvents(app.ctx.db, query.event)
    if (!event) throw notFound()
    const receipts = await receiptsOf(app.ctx.db, { event: query.event })
    await recordAudit(app.ctx.db, app.ctx.clock(), {
      actor: staff,
      action: 'receipts.export',
      target: { kind: 'event', id: query.event },
      after: { receipts: receipts.length },
    })
    const name = csvFileName(query.event)
    return reply
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="receipts.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'cache-control': 'private, no-store',
      })
      .send(receiptsCsv(receipts, query.lang ?? lang))
  })

  // A thumbnail per receipt of a list: the list's reading is what the audit log keeps, not each picture.
  await route(app, staffEndpoints.receiptFile, {}, async ({ params, reply }) => {
    const file = await receiptFile(app.ctx.db, params.id)
    if (!file) throw notFound()
    return sendDocument(reply, app.ctx.files, file, 'self')
  })
}
