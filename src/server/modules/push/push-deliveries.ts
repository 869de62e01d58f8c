import { createHash } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { PushPayload } from '#contract/push-payload'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { pushSubscriptions, sessions } from '#server/db/schema.ts'
import { doublingBackoff, type JobOutcome, type JobQueue } from '#server/jobs/job-queue.ts'
import { pushMessageOf, type PushMessage, type PushNotice } from './push-notices.ts'
import { pushEndpointAllowed } from './push-endpoint.ts'
import type { SendPush } from './web-push-sender.ts'
import { findRecipient } from '../members/index.ts'

export const pushJob = 'push.send'

/**
 * One push to one device: the session it was made for, and the message already in the member's
 * language. The member's id lets the erasure of their account find it among the jobs.
 */
interface PushJob {
  memberId: string
  session: string
  message: PushMessage
}

/** A push service keeps a message for a device that is off this long; a decision a day old is read on the page. */
const ttlSeconds = 24 * 3600

/** Retries: 30 s doubling to an hour, for about a day (the message's own time to live). */
export const pushRetries = { maxAttempts: 12, retryAfterMs: doublingBackoff(30_000, 3_600_000) }

/** Subscriptions of sessions still open, so that a session ended or lapsed is never pushed to. */
const openSession = (now: Date) =>
  and(eq(sessions.tokenHash, pushSubscriptions.sessionTokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))

/**
 * Keeps one push job per device the member turned notifications on for, in one transaction, so
 * that a retry for a device that failed never repeats one that succeeded. Answers the jobs' ids
 * for {@link sendQueuedPushes} after the commit.
 */
export async function queuePushes(
  ctx: Pick<ServiceContext, 'jobs' | 'config' | 'clock'>,
  tx: Pick<Db, 'select' | 'insert'>,
  memberId: string,
  notice: PushNotice,
): Promise<string[]> {
  if (!ctx.config.push) return []
  const devices = await tx
    .select({ session: pushSubscriptions.sessionTokenHash })
    .from(pushSubscriptions)
    .innerJoin(sessions, openSession(ctx.clock()))
    .where(eq(pushSubscriptions.memberId, memberId))
  if (devices.length === 0) return []
  const recipient = await findRecipient(tx, memberId)
  if (!recipient) return []
  const { lang } = recipient
  const ids: string[] = []
  for (const device of devices) {
    const job: PushJob = { memberId, session: device.session, message: pushMessageOf(notice, lang, ctx.config.publicUrl) }
    const id = await ctx.jobs.enqueue(pushJob, job, { db: tx })
    if (id) ids.push(id)
  }
  return ids
}

/** The first try of pushes queued in a transaction that committed; a failed try stays for the queue's retries. */
export async function sendQueuedPushes(jobs: Pick<JobQueue, 'runNow'>, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => jobs.runNow(id)))
}

/** A push service's Topic (at most 32 base64url characters): a message still waiting there is replaced by its repeat. */
const topicOf = (jobId: string) => createHash('sha256').update(jobId).digest('base64url').slice(0, 32)

/**
 * One try of a push job. A device whose session ended meanwhile gets nothing; a subscription the
 * push service no longer knows (404, 410) is deleted; one it refuses otherwise is given up. An
 * endpoint the rule refuses (kept before it, or since the relay setting changed) is deleted
 * unsent: nothing connects to it.
 */
export function pushDelivery(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config'>, send: SendPush | undefined) {
  return async (payload: unknown, jobId: string): Promise<JobOutcome | void> => {
    const { session, message } = payload as PushJob
    if (!send) return { giveUp: 'Web Push is not configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY)' }
    const [target] = await ctx.db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .innerJoin(sessions, openSession(ctx.clock()))
      .where(eq(pushSubscriptions.sessionTokenHash, session))
    if (!target) return
    if (!pushEndpointAllowed(target.endpoint, ctx.config.push?.privateRelay)) {
      await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionTokenHash, session))
      return { giveUp: 'the subscription is not at a push service the portal sends to' }
    }
    const body: PushPayload = { ...message, tag: jobId }
    const answer = await send(target, JSON.stringify(body), { topic: topicOf(jobId), ttlSeconds })
    if (answer.status === 'gone') {
      await ctx.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.sessionTokenHash, session), eq(pushSubscriptions.endpoint, target.endpoint)))
    } else if (answer.status === 'refused') {
      return { giveUp: `the push service refused the push (${answer.httpStatus})` }
    }
  }
}
