import type { FastifyInstance } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import { staffEndpoints } from '#contract/staff-endpoints'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/http/route.ts'
import { createReceiptLinks } from '../receipt/index.ts'
import { createReferralCode, listReferralCodes, ReferralInputError } from '../referrals/index.ts'
import { removeAccountPasskey } from '../staff/index.ts'
import { passkeysOf, passkeyView } from '../passkeys/index.ts'
import { listAudit } from '../audit/index.ts'
import {
  createStaffAccount,
  listStaffAccounts,
  resendStaffLink,
  resetStaffTotp,
  setPasskeyRequired,
  setStaffDisabled,
  staffAccountHolder,
  staffAccountOf,
  StaffInputError,
} from './staff-accounts.ts'

const notFound = () => new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })

/** A refusal of the rules behind the form (a taken e-mail or code, an estate without an address): 409. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof StaffInputError || error instanceof ReferralInputError) {
      throw new ApiError(ReturnCode.conflict, error.text, { httpStatus: 409 })
    }
    throw error
  }
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw notFound()
  return value
}

/**
 * What admins do from the console: staff accounts, referral codes and receipt links, as the
 * operator commands do, and reading the audit log. Each change is audited in its own
 * transaction, with the admin as actor.
 */
export default async function staffAdminRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'private, no-store' }

  await route(app, staffEndpoints.staffAccounts, { headers: noStore }, async () => ({
    accounts: await listStaffAccounts(app.ctx.db, app.ctx.clock()),
  }))

  await route(app, staffEndpoints.createStaffAccount, { headers: noStore }, async ({ body, lang, staff }) =>
    refusing(async () => {
      const created = await createStaffAccount(app.ctx, { ...body, language: lang }, staff)
      return {
        account: found(await staffAccountOf(app.ctx.db, created.id, app.ctx.clock())),
        sentTo: created.email,
        expiresAt: created.expiresAt.toISOString(),
      }
    }),
  )

  await route(app, staffEndpoints.disableStaffAccount, {}, async ({ params, lang, staff }) =>
    refusing(async () => found(await setStaffDisabled(app.ctx, staff, params.id, true, lang))),
  )
  await route(app, staffEndpoints.enableStaffAccount, {}, async ({ params, lang, staff }) =>
    refusing(async () => found(await setStaffDisabled(app.ctx, staff, params.id, false, lang))),
  )
  await route(app, staffEndpoints.resendStaffInvitation, { headers: noStore }, async ({ params, lang, staff }) =>
    refusing(async () => found(await resendStaffLink(app.ctx, staff, params.id, lang))),
  )
  await route(app, staffEndpoints.resetStaffTotp, { headers: noStore }, async ({ params, lang, staff }) =>
    found(await resetStaffTotp(app.ctx, staff, params.id, lang)),
  )

  await route(app, staffEndpoints.requireStaffPasskey, {}, async ({ params, body, staff }) =>
    refusing(async () => found(await setPasskeyRequired(app.ctx, staff, params.id, body.required))),
  )

  await route(app, staffEndpoints.staffAccountPasskeys, { headers: noStore }, async ({ params }) => {
    found(await staffAccountOf(app.ctx.db, params.id, app.ctx.clock()))
    return (await passkeysOf(app.ctx.db, { kind: 'staff', id: params.id })).map(passkeyView)
  })
  await route(app, staffEndpoints.removeStaffAccountPasskey, {}, async ({ params, body, lang, staff }) => {
    const account = found(await staffAccountOf(app.ctx.db, params.id, app.ctx.clock()))
    await removeAccountPasskey(app.ctx, staffAccountHolder(staff, account, lang), body.id)
    return null
  })

  await route(app, staffEndpoints.referralCodes, { headers: noStore }, async () => listReferralCodes(app.ctx.db))

  await route(app, staffEndpoints.createReferralCode, {}, async ({ body, staff }) =>
    refusing(async () => {
      const created = await createReferralCode(
        app.ctx,
        { code: body.code, type: body.type, estate: body.estateId ?? undefined },
        staff,
      )
      return {
        code: created.code,
        type: body.type,
        estateId: body.estateId,
        createdAt: created.createdAt.toISOString(),
        usedAt: null,
        usedBy: null,
      }
    }),
  )

  await route(app, staffEndpoints.createReceiptLinks, { headers: noStore }, async ({ body, staff }) => ({
    links: await createReceiptLinks(app.ctx, body, staff),
  }))

  await route(app, staffEndpoints.auditLog, { headers: noStore }, async ({ query }) => listAudit(app.ctx.db, query))
}
