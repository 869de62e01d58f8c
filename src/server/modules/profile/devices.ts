import type { SignedInDevice } from '#contract/schemas/devices'
import { ReturnCode } from '#contract/return-codes'
import type { ServiceContext } from '#server/context.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { deviceIdOf, endOtherSessions, openSessionsOf, revokeSession } from '../auth/index.ts'

type Asker = { id: string; tokenHash: string }

/** getSignedInDevices: where the member is signed in, the device asking marked. */
export async function signedInDevices(ctx: ServiceContext, member: Asker): Promise<SignedInDevice[]> {
  const open = await openSessionsOf(ctx.db, member.id, ctx.clock())
  return open.map((session) => ({
    id: deviceIdOf(session.tokenHash),
    userAgent: session.userAgent ?? '',
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.tokenHash === member.tokenHash,
  }))
}

/**
 * endSession: signs one other device out. The device asking ends its own session by logging
 * out; an id that names none of the member's open sessions is 404.
 */
export async function endSession(ctx: ServiceContext, member: Asker, deviceId: string): Promise<{ ended: number }> {
  const now = ctx.clock()
  const open = await openSessionsOf(ctx.db, member.id, now)
  const session = open.find((candidate) => deviceIdOf(candidate.tokenHash) === deviceId)
  if (!session || session.tokenHash === member.tokenHash) {
    throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
  }
  await revokeSession(ctx.db, session.tokenHash, now)
  return { ended: 1 }
}

/** endOtherSessions: signs every other device out. */
export async function endOtherDevices(ctx: ServiceContext, member: Asker): Promise<{ ended: number }> {
  return { ended: await endOtherSessions(ctx.db, member, ctx.clock()) }
}
