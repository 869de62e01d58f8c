import type { FastifyInstance } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import { staffEndpoints } from '#contract/staff-endpoints'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/http/route.ts'
import { createReason, editReason, listReasons, setReasonRetired } from './reason-list.ts'

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
  return value
}

/** The rejection reasons: every reviewer reads them to pick one; admins add, reword, retire and restore them (audited). */
export default async function rejectionReasonRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'private, no-store' }

  await route(app, staffEndpoints.rejectionReasons, { headers: noStore }, async () => ({
    reasons: await listReasons(app.ctx.db),
  }))
  await route(app, staffEndpoints.createRejectionReason, {}, async ({ body, lang, staff }) =>
    createReason(app.ctx, body, staff, lang),
  )
  await route(app, staffEndpoints.editRejectionReason, {}, async ({ params, body, staff }) =>
    found(await editReason(app.ctx, params.id, body, staff)),
  )
  await route(app, staffEndpoints.retireRejectionReason, {}, async ({ params, staff }) =>
    found(await setReasonRetired(app.ctx, params.id, true, staff)),
  )
  await route(app, staffEndpoints.restoreRejectionReason, {}, async ({ params, staff }) =>
    found(await setReasonRetired(app.ctx, params.id, false, staff)),
  )
}
