import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { ReturnCode } from '#contract/return-codes'
import type { LoginAnswer } from '#contract/schemas/auth'
import type { ServiceContext } from '#server/context.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { addressKey, countLoginFailure, refuseIfAddressPaused } from '../auth/login-throttle.ts'
import type { LoginClient } from '../auth/login-service.ts'
import { createSession } from '../auth/sessions.ts'
import { assertUsable, findRegistrant } from '../members/member-records.ts'
import { PasskeyRefused, verifiedAssertion } from './ceremonies.ts'

const refused = () => new ApiError(ReturnCode.wrongPassword, { key: 'server.passkeyRefused' })

/**
 * passkeyLogin: a member's passkey instead of phone and password. An assertion refused (unknown
 * or removed passkey, a used or expired challenge, a bad signature, a counter that did not grow)
 * counts as a failed login of the client address, and a paused address is refused first; a
 * sign-in that succeeds counts for nothing. The session is an ordinary one.
 */
export async function passkeyLogin(
  ctx: ServiceContext,
  credential: AuthenticationResponseJSON,
  client: LoginClient,
): Promise<LoginAnswer> {
  const now = ctx.clock()
  const address = addressKey(client.ip)
  await refuseIfAddressPaused(ctx.db, address, now)
  const passkey = await verifiedAssertion(ctx, 'member-sign-in', credential, (owner) => owner.kind === 'member').catch(
    async (error: unknown) => {
      if (!(error instanceof PasskeyRefused)) throw error
      ctx.log.info({ reason: error.message }, 'passkey sign-in refused')
      await countLoginFailure(ctx.db, address, ctx.config.addressLimits.loginFailures, now)
      throw refused()
    },
  )
  const member = passkey.memberId ? await findRegistrant(ctx, passkey.memberId) : undefined
  // A passkey is added from a finished account; one that is not (any more) signs nothing in.
  if (!member || member.registrationPending || member.firstTimeLogin) throw refused()
  assertUsable(ctx, member)
  const session = await createSession(ctx.db, {
    memberId: member.id,
    ttlDays: ctx.config.sessionTtlDays,
    now,
    userAgent: client.userAgent,
    ipAddress: client.ip,
  })
  return { token: session.token, id: member.id }
}
