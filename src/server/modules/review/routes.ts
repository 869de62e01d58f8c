import type { FastifyInstance } from 'fastify'
import type { Lang } from '#contract/languages'
import type { StaffSession } from '#contract/schemas/staff'
import { ReturnCode } from '#contract/return-codes'
import { staffEndpoints } from '#contract/staff-endpoints'
import { ApiError } from '#server/lib/api-error.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { route } from '#server/http/route.ts'
import { recordAudit } from '../audit/index.ts'
import { openDocument, sendOpenDocument } from '../upload/index.ts'
import { DecisionError, decideParkingApplication, decideParkingChange, decideUpgradeForm, type Decision } from './decisions.ts'
import { parkingChangeReview, parkingQueue, parkingReview, reviewFile, upgradeQueue, upgradeReview } from './review-queue.ts'
import type { AuditAction } from '#contract/rules/audit-actions'

const notFound = () => new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })

/**
 * A refused decision: 404 for no such application, 409 when it is not (or no longer) in review,
 * 400 on the reason when the one picked is not offered (an admin retired it meanwhile).
 */
async function deciding<T>(lang: Lang, decide: () => Promise<T>): Promise<T> {
  try {
    return await decide()
  } catch (error) {
    if (!(error instanceof DecisionError)) throw error
    if (error.refusal === 'notFound') throw notFound()
    if (error.refusal === 'reasonNotOffered') throw fieldErrors(lang, { reasonId: { key: 'server.reasonNotOffered' } })
    const key = { decided: 'server.alreadyDecided', withdrawn: 'server.withdrawn', notPending: 'server.notPending' } as const
    throw new ApiError(ReturnCode.conflict, { key: key[error.refusal] }, { httpStatus: 409 })
  }
}

/** A rejection as the console sends it: the reason picked, and the note typed. */
const rejection = (body: { reasonId: number; note: string }) =>
  ({ decision: 'reject', reason: { id: body.reasonId }, note: body.note }) as const

/** The review console's queues, applications, documents and decisions. */
export default async function reviewRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'private, no-store' }
  /**
   * A queue as kept until any member (an application is a member's) changes, read anew each
   * minute as well: whether an application is overdue depends on the time.
   */
  const queueRead = <T>(kind: string, query: { status: string; q: string }, read: (now: Date) => Promise<T>) => {
    const now = app.ctx.clock()
    const minute = Math.floor(now.getTime() / 60_000)
    return app.memberCache.throughShared(JSON.stringify([kind, query.status, query.q, minute]), () => read(now))
  }
  const decide = (
    run: (ctx: typeof app.ctx, decision: Decision) => Promise<{ status: 'approved' | 'rejected' }>,
    decision: Decision,
    lang: Lang,
  ) => deciding(lang, () => run(app.ctx, decision))
  /** An application's page shows the member's personal data: each opening is on record. */
  const auditedView =
    <R extends { member: { id: string } }>(
      kind: 'upgrade' | 'parking' | 'parkingChange',
      action: AuditAction,
      read: (db: typeof app.ctx.db, id: string, lang: Lang, now: Date) => Promise<R | undefined>,
    ) =>
    async ({ params, lang, staff }: { params: { id: string }; lang: Lang; staff: StaffSession }) => {
      const now = app.ctx.clock()
      const review = await read(app.ctx.db, params.id, lang, now)
      if (!review) throw notFound()
      await recordAudit(app.ctx.db, now, {
        actor: staff,
        action,
        target: { kind, id: params.id },
        after: { member: review.member.id },
      })
      return review
    }

  await route(app, staffEndpoints.upgradeQueue, { headers: noStore }, async ({ query }) =>
    queueRead('upgrade', query, (now) => upgradeQueue(app.ctx.db, query, now)),
  )
  await route(app, staffEndpoints.upgradeReview, { headers: noStore }, auditedView('upgrade', 'upgrade.view', upgradeReview))
  await route(app, staffEndpoints.approveUpgrade, {}, async ({ params, lang, staff }) =>
    decide(decideUpgradeForm, { id: params.id, decision: 'approve', staff }, lang),
  )
  await route(app, staffEndpoints.rejectUpgrade, {}, async ({ params, body, lang, staff }) =>
    decide(decideUpgradeForm, { id: params.id, ...rejection(body), staff }, lang),
  )

  await route(app, staffEndpoints.parkingQueue, { headers: noStore }, async ({ query }) =>
    queueRead('parking', query, (now) => parkingQueue(app.ctx.db, query, now)),
  )
  await route(app, staffEndpoints.parkingReview, { headers: noStore }, auditedView('parking', 'parking.view', parkingReview))
  await route(app, staffEndpoints.approveParking, {}, async ({ params, lang, staff }) =>
    decide(decideParkingApplication, { id: params.id, decision: 'approve', staff }, lang),
  )
  await route(app, staffEndpoints.rejectParking, {}, async ({ params, body, lang, staff }) =>
    decide(decideParkingApplication, { id: params.id, ...rejection(body), staff }, lang),
  )

  await route(
    app,
    staffEndpoints.parkingChangeReview,
    { headers: noStore },
    auditedView('parkingChange', 'parking.viewChange', parkingChangeReview),
  )
  await route(app, staffEndpoints.approveParkingChange, {}, async ({ params, lang, staff }) =>
    decide(decideParkingChange, { id: params.id, decision: 'approve', staff }, lang),
  )
  await route(app, staffEndpoints.rejectParkingChange, {}, async ({ params, body, lang, staff }) =>
    decide(decideParkingChange, { id: params.id, ...rejection(body), staff }, lang),
  )

  await route(app, staffEndpoints.staffDocument, {}, async ({ params, staff, reply }) => {
    const file = await reviewFile(app.ctx.db, params.id)
    if (!file) throw notFound()
    // Recorded once the file is open: a view that could not be answered is no view.
    const document = await openDocument(app.ctx.files, file)
    await recordAudit(app.ctx.db, app.ctx.clock(), {
      actor: staff,
      action: 'document.view',
      target: { kind: 'document', id: params.id },
      after: { member: file.ownerMemberId, kind: file.kind },
    })
    return sendOpenDocument(reply, document, 'self')
  })
}
