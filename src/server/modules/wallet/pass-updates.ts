import { eq } from 'drizzle-orm'
import type { ServiceContext } from '#server/context.ts'
import { walletPasses } from '#server/db/schema.ts'
import { doublingBackoff } from '#server/jobs/job-queue.ts'
import { profileOf } from '../members/index.ts'
import { connectApns } from './apns.ts'
import { updateLoyaltyObject } from './google-objects.ts'
import { walletCardOf, type WalletCard } from './wallet-card.ts'
import { passChangedJob, passLang, pushTokensOf, unregisterDevice, type WalletPass } from './wallet-passes.ts'

export interface PassUpdateOptions {
  /** A test's own authority for its APNs stand-in; Node's trusted roots otherwise. */
  apnsCa?: string | undefined
}

/** What the pass shows now: the member's card, or nothing once the account is closed (voided). */
export async function currentCard(ctx: Pick<ServiceContext, 'db' | 'clock'>, pass: WalletPass): Promise<WalletCard | null> {
  if (!pass.memberId || pass.voidedAt) return null
  const profile = await profileOf(ctx.db, pass.memberId, ctx.clock())
  return profile ? walletCardOf(profile) : null
}

/**
 * Tells the wallets of a changed pass, after the writer's commit: a push through APNs to every
 * device registered for the Apple pass (each then fetches the pass from the web service), and
 * the Google object brought up to date. A device token APNs no longer knows is forgotten; any
 * other failure fails the try, retried 30 s doubling to an hour, for about a day. A repeat is
 * harmless: a push only makes a device ask, and the Google update sets the same fields again.
 */
export function registerPassUpdates(ctx: ServiceContext, { apnsCa }: PassUpdateOptions): void {
  const { apple, google } = ctx.config.wallet
  ctx.jobs.handle(passChangedJob, {
    maxAttempts: 12,
    retryAfterMs: doublingBackoff(30_000, 3_600_000),
    async run(payload) {
      const { serialNumber } = payload as { serialNumber: string }
      const [pass] = await ctx.db.select().from(walletPasses).where(eq(walletPasses.serialNumber, serialNumber))
      if (!pass) return
      const failures: string[] = []
      const devices = apple ? await pushTokensOf(ctx.db, serialNumber) : []
      if (apple && devices.length > 0) {
        const apns = connectApns(apple, apnsCa)
        try {
          for (const device of devices) {
            const answer = await apns.push(device.pushToken)
            if (answer.status === 'gone') await unregisterDevice(ctx.db, device.deviceLibraryId, serialNumber)
            else if (answer.status === 'failed') failures.push(`APNs: ${answer.reason}`)
          }
        } finally {
          apns.close()
        }
      }
      if (google) {
        const card = await currentCard(ctx, pass)
        await updateLoyaltyObject(google, serialNumber, card, passLang(pass), fetch, ctx.clock()).catch((error: unknown) => {
          failures.push(error instanceof Error ? error.message : String(error))
        })
      }
      if (failures.length > 0) throw new Error(`A wallet was not told of the pass's change: ${failures.join('; ')}`)
    },
  })
}
