import type { FastifyInstance } from 'fastify'
import { staffEndpoints } from '#contract/staff-endpoints'
import { route } from '#server/lib/route.ts'
import { listAudit, recordAudit } from './audit-log.ts'
import { staffLogin } from './staff-login.ts'
import { clearStaffCookie, revokeStaffSession, setStaffCookie, staffTokenOf } from './staff-sessions.ts'

/** Staff sign-in and sign-out, the session, and the audit log. */
export default async function staffRoutes(app: FastifyInstance) {
  const secure = app.ctx.config.publicUrl.startsWith('https:')

  await route(app, staffEndpoints.staffLogin, {}, async ({ body, ip, reply }) => {
    const { staff, token } = await staffLogin(app.ctx, body, ip)
    setStaffCookie(reply, token, secure)
    return staff
  })

  await route(app, staffEndpoints.staffLogout, {}, async ({ request, reply, staff }) => {
    const token = staffTokenOf(request)
    const now = app.ctx.clock()
    if (token) await revokeStaffSession(app.ctx.db, token, now)
    await recordAudit(app.ctx.db, now, { actor: staff, action: 'staff.signOut', target: { kind: 'staff', id: staff.id } })
    clearStaffCookie(reply, secure)
    return null
  })

  await route(app, staffEndpoints.staffSession, { headers: { 'cache-control': 'private, no-store' } }, async ({ staff }) => staff)

  await route(app, staffEndpoints.auditLog, { headers: { 'cache-control': 'private, no-store' } }, async ({ query }) =>
    listAudit(app.ctx.db, query),
  )
}
