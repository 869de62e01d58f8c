import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { authenticationOptions } from './ceremonies.ts'
import { registerPasskeyJobs } from './jobs.ts'
import {
  addMemberPasskey,
  memberPasskeys,
  memberRegistrationOptions,
  removeMemberPasskey,
  renameMemberPasskey,
} from './member-passkeys.ts'
import { passkeyLogin } from './passkey-login.ts'

/** A member's passkeys, and signing in with one. */
export default async function passkeyRoutes(app: FastifyInstance) {
  registerPasskeyJobs(app)
  const noStore = { 'cache-control': 'no-store' }

  await route(app, endpoints.passkeyRegistrationOptions, { headers: noStore }, async ({ member, body, log }) =>
    memberRegistrationOptions({ ...app.ctx, log }, member.id, body.password),
  )

  await route(app, endpoints.addPasskey, {}, async ({ member, body, log }) =>
    addMemberPasskey({ ...app.ctx, log }, member.id, body),
  )

  await route(app, endpoints.getPasskeys, { headers: noStore }, async ({ member }) => memberPasskeys(app.ctx, member.id))

  await route(app, endpoints.renamePasskey, {}, async ({ member, body }) =>
    renameMemberPasskey(app.ctx, member.id, body.id, body.name),
  )

  await route(app, endpoints.removePasskey, {}, async ({ member, body }) => {
    await removeMemberPasskey(app.ctx, member.id, body.id, body.password)
    return null
  })

  await route(app, endpoints.passkeyLoginOptions, { headers: noStore }, async () => ({
    options: await authenticationOptions(app.ctx, 'member-sign-in'),
  }))

  await route(app, endpoints.passkeyLogin, {}, async ({ body, log, caller, request }) =>
    passkeyLogin({ ...app.ctx, log }, body.credential, { ...caller, userAgent: request.headers['user-agent'] }),
  )
}
