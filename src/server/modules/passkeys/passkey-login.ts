import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { ReturnCode } from '#contract/return-codes'
import type { LoginAnswer } from '#contract/schemas/auth'
import type { ServiceContext } from '#server/context.ts'
import { watchAddressFailures } from '#server/shared-state/address-limits.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { type LoginClient, openMemberSession } from '../auth/index.ts'
import { assertUsable, findRegistrant } from '../members/index.ts'
import { PasskeyRefused, verifiedAssertion } from './ceremonies.ts'

const refused = () => new ApiError(ReturnCode.wrongPassword, { key: 'server.passkeyRefused' })

/**
 * passkeyLogin: a member's passkey instead of phone and password. An assertion refused (unknown
 * or removed passkey, a used or expired challenge, a bad signature, a counter that did not grow)
 * counts as a failed login of the client address, whose failures ask its further tries for
 * proof of effort; a sign-in that succeeds counts for nothing. The session is an ordinary one.
 */
export const passkeyLogin = (ctx: ServiceContext, credential: AuthenticationResponseJSON, client: LoginClient) =>
  watchAddressFailures(ctx, 'login', client, isRefused, () => signIn(ctx, credential, client))

const isRefused = (error: unknown) => error instanceof ApiError && error.returnCode === ReturnCode.wrongPassword

async function signIn(ctx: ServiceContext, credential: AuthenticationResponseJSON, client: LoginClient): Promise<LoginAnswer> {
  const now = ctx.clock()
  const passkey = await verifiedAssertion(ctx, 'member-sign-in', credential, (owner) => owner.kind === 'member').catch(
    (error: unknown) => {
      if (!(error instanceof PasskeyRefused)) throw error
      ctx.log.info({ reason: error.message }, 'passkey sign-in refused')
      throw refused()
    },
  )
  const member = passkey.memberId ? await findRegistrant(ctx, passkey.memberId) : undefined
  // A passkey is added from a finished account; one that is not (any more) signs nothing in.
  if (!member || member.registrationPending || member.firstTimeLogin) throw refused()
  assertUsable(ctx, member)
  return openMemberSession(ctx, member.id, client, now)
}
