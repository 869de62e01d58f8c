import { desc, eq, inArray, or } from 'drizzle-orm'
import { ReturnCode } from '#contract/return-codes'
import type { PushSettings, PushSubscriptionRequest } from '#contract/schemas/push'
import type { ServiceContext } from '#server/context.ts'
import { pushSubscriptions } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { pushEndpointAllowed } from './push-endpoint.ts'

type Asker = { id: string; tokenHash: string }

/** Devices one member is pushed to at most; a new one beyond them replaces the longest-kept. */
const devicesPerMember = 10

/** getPushSettings: the key to subscribe with, and whether this session has a subscription. */
export async function pushSettingsOf(ctx: ServiceContext, member: Asker): Promise<PushSettings> {
  const [row] = await ctx.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionTokenHash, member.tokenHash))
  return { publicKey: ctx.config.push?.publicKey ?? null, subscribed: row !== undefined }
}

/**
 * subscribePush: the device's subscription becomes this session's. One endpoint is one browser,
 * so it leaves any session it was kept with (a login after a session lost without logout), and a
 * session's earlier subscription (the browser made a new one) goes: a device is pushed to once.
 * Only a browser's push service is taken (see push-endpoint.ts), and a member's devices are capped.
 */
export async function subscribePush(ctx: ServiceContext, member: Asker, subscription: PushSubscriptionRequest): Promise<void> {
  if (!ctx.config.push) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
  if (!pushEndpointAllowed(subscription.endpoint, ctx.config.push.privateRelay)) {
    throw new ApiError(ReturnCode.badRequest, { key: 'server.pushServiceRefused' }, { httpStatus: 400 })
  }
  const now = ctx.clock()
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(or(eq(pushSubscriptions.sessionTokenHash, member.tokenHash), eq(pushSubscriptions.endpoint, subscription.endpoint)))
    await tx.insert(pushSubscriptions).values({
      sessionTokenHash: member.tokenHash,
      memberId: member.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: now,
    })
    const beyond = await tx
      .select({ session: pushSubscriptions.sessionTokenHash })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, member.id))
      .orderBy(desc(pushSubscriptions.createdAt))
      .offset(devicesPerMember)
    if (beyond.length > 0) {
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.sessionTokenHash,
          beyond.map((row) => row.session),
        ),
      )
    }
  })
}

/** unsubscribePush: this device is pushed to no more. */
export async function unsubscribePush(ctx: ServiceContext, member: Asker): Promise<void> {
  await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionTokenHash, member.tokenHash))
}
