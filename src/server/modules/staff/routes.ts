import type { FastifyInstance } from 'fastify'
import { staffEndpoints } from '#contract/staff-endpoints'
import { route } from '#server/http/route.ts'
import { recordAudit } from '../audit/index.ts'
import { completeStaffLink, openStaffLink } from './enrolment-links.ts'
import { authenticationOptions } from '../passkeys/index.ts'
import { staffLogin } from './staff-login.ts'
import { addStaffPasskey, removeStaffPasskey, staffPasskeys, staffRegistrationOptions } from './staff-passkeys.ts'
import { changeStaffPassword } from './staff-password.ts'
import { clearStaffCookie, revokeStaffSession, setStaffCookie, staffTokenOf } from './staff-sessions.ts'
import { registerStaffJobs } from './jobs.ts'

/** Staff sign-in and sign-out, the set-up links, a staff member's own password, and the session. */
export default async function staffRoutes(app: FastifyInstance) {
  registerStaffJobs(app)
  const secure = app.ctx.config.publicUrl.startsWith('https:')
  const noStore = { 'cache-control': 'private, no-store' }

  await route(app, staffEndpoints.staffLogin, {}, async ({ body, caller, reply }) => {
    const { staff, token } = await staffLogin(app.ctx, body, caller)
    setStaffCookie(reply, token, secure)
    return staff
  })

  await route(app, staffEndpoints.staffLogout, {}, async ({ request, reply, staff }) => {
    const token = staffTokenOf(request)
    const now = app.ctx.clock()
    await app.ctx.db.transaction(async (tx) => {
      if (token) await revokeStaffSession(tx, token, now)
      await recordAudit(tx, now, { actor: staff, action: 'staff.signOut', target: { kind: 'staff', id: staff.id } })
    })
    clearStaffCookie(reply, secure)
    return null
  })

  await route(app, staffEndpoints.staffEnrolment, { headers: noStore }, async ({ body }) => openStaffLink(app.ctx, body.key))

  await route(app, staffEndpoints.staffEnrol, { headers: noStore }, async ({ body, ip, lang, reply }) => {
    const { staff, token } = await completeStaffLink(app.ctx, body, ip, lang)
    setStaffCookie(reply, token, secure)
    return staff
  })

  await route(app, staffEndpoints.changeStaffPassword, {}, async ({ body, ip, lang, request, staff }) => {
    await changeStaffPassword(app.ctx, staff, staffTokenOf(request), body, ip, lang)
    return null
  })

  await route(app, staffEndpoints.staffPasskeyLoginOptions, { headers: noStore }, async () => ({
    options: await authenticationOptions(app.ctx, 'staff-sign-in'),
  }))

  await route(app, staffEndpoints.staffPasskeyLogin, {}, async ({ body, caller, reply }) => {
    const { staff, token } = await staffLogin(
      app.ctx,
      { email: body.email, password: body.password, passkey: body.credential },
      caller,
    )
    setStaffCookie(reply, token, secure)
    return staff
  })

  await route(app, staffEndpoints.staffPasskeys, { headers: noStore }, async ({ staff }) => staffPasskeys(app.ctx, staff))

  await route(app, staffEndpoints.staffPasskeyRegistrationOptions, { headers: noStore }, async ({ body, ip, lang, staff }) =>
    staffRegistrationOptions(app.ctx, staff, body.password, ip, lang),
  )

  await route(app, staffEndpoints.addStaffPasskey, {}, async ({ body, lang, log, staff }) =>
    addStaffPasskey({ ...app.ctx, log }, staff, body, lang),
  )

  await route(app, staffEndpoints.removeStaffPasskey, {}, async ({ body, lang, staff }) => {
    await removeStaffPasskey(app.ctx, staff, body.id, lang)
    return null
  })

  await route(app, staffEndpoints.staffSession, { headers: noStore }, async ({ staff }) => staff)
}
