import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { interestsOf, replaceInterests, getProfile } from '../members/index.ts'
import { endOtherDevices, endSession, signedInDevices } from './devices.ts'
import { changePassword } from './password-change.ts'
import { confirmPhoneChange, resendPhoneChangeCode } from './phone-change.ts'
import { updateProfile } from './update-profile.ts'

/** A member's own profile: reading it, and every edit the profile pages make. */
export default async function profileRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'no-store' }

  await route(app, endpoints.getProfile, { headers: noStore }, async ({ member }) =>
    app.memberCache.through(member.id, 'profile', () => getProfile(app.ctx, member.id)),
  )

  await route(app, endpoints.updateProfile, {}, async ({ member, body, lang }) => updateProfile(app.ctx, member.id, body, lang))

  await route(app, endpoints.confirmPhoneChange, {}, async ({ member, body, caller, lang }) => {
    await confirmPhoneChange(app.ctx, member, body.token, caller, lang)
    return null
  })

  await route(app, endpoints.resendPhoneChangeCode, {}, async ({ member, lang }) => {
    await resendPhoneChangeCode(app.ctx, member.id, lang)
    return null
  })

  await route(app, endpoints.getInterest, { headers: noStore }, async ({ member }) =>
    app.memberCache.through(member.id, 'interests', () => interestsOf(app.ctx.db, member.id)),
  )

  await route(app, endpoints.updateInterest, {}, async ({ member, body, lang }) => {
    await replaceInterests(app.ctx, member.id, body.interestIds, lang)
    return null
  })

  await route(app, endpoints.changePassword, {}, async ({ member, body }) => {
    await changePassword(app.ctx, member, body)
    return null
  })

  await route(app, endpoints.getSignedInDevices, { headers: noStore }, async ({ member }) => signedInDevices(app.ctx, member))

  await route(app, endpoints.endSession, {}, async ({ member, body }) => endSession(app.ctx, member, body.id))

  await route(app, endpoints.endOtherSessions, {}, async ({ member }) => endOtherDevices(app.ctx, member))
}
