import { uploadsKeptOnDevice } from './device-outbox.ts'
import type { MemberDevice } from './member-device.ts'

/** A member opens the portal again now and then; each start of the app sends what waits at once. */
const reopenEveryMs = 15_000

/**
 * Waits until the device's outbox is empty, reopening the page now and then as a member
 * would while nothing is on its way (a reload would cut off an upload being sent); answers
 * how many uploads still wait after `timeoutMs`.
 */
export async function waitForEmptyOutbox(device: MemberDevice, timeoutMs: number): Promise<number> {
  const { page } = device
  const deadline = Date.now() + timeoutMs
  let reopenAt = Date.now() + reopenEveryMs
  for (;;) {
    const kept = await uploadsKeptOnDevice(page).catch(() => undefined)
    if (kept?.length === 0) return 0
    if (Date.now() > deadline) return (kept ?? (await uploadsKeptOnDevice(page))).length
    if (Date.now() > reopenAt && !kept?.includes('sending')) {
      reopenAt = Date.now() + reopenEveryMs
      await page.reload().catch(() => undefined)
    }
    await page.waitForTimeout(1_000)
  }
}
