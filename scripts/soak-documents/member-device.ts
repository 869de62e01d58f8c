import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { SeededRandom } from './seeded-random.ts'

export interface MemberDevice {
  page: Page
  /** Turns the device's connection off or on, as a lift or a tunnel does. */
  setOffline(offline: boolean): Promise<void>
  /** Answers the line lost so far: calls that reached the portal and whose answer never came back. */
  lostAnswers(): number
  /** The line is good from now on: no answer is lost any more. */
  mend(): void
  close(): Promise<void>
}

/** The calls that carry documents or the application they belong to. */
const documentCalls =
  /\/api\/(uploadImage|createParkingForm|createUpgradeForm|attachParkingDocuments|updateUpgradeFormForDocument)(\?|$)/

/** Long enough for the largest document on the slow line. */
const answerTimeoutMs = 180_000

/**
 * A member's phone: a browser context of its own, from an address of its own, on which any call
 * carrying documents or their application may reach the portal and lose its answer on the way
 * back (the portal does it; the page hears a reset).
 */
export async function openMemberDevice(
  browser: Browser,
  options: { baseURL: string; address: string; random: SeededRandom; lostAnswerChance: number },
): Promise<MemberDevice> {
  const context: BrowserContext = await browser.newContext({
    baseURL: options.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': options.address },
    // Page routes do not see what a service worker fetches: the page's own outbox sends here.
    serviceWorkers: 'block',
  })
  let offline = false
  let lost = 0
  let mended = false
  await context.route(documentCalls, async (route) => {
    if (offline) return route.abort('internetdisconnected').catch(() => undefined)
    if (mended || !options.random.chance(options.lostAnswerChance)) return route.continue().catch(() => undefined)
    lost++
    await route.fetch({ timeout: answerTimeoutMs }).catch(() => undefined)
    await route.abort('connectionreset').catch(() => undefined)
  })
  const page = await context.newPage()
  return {
    page,
    async setOffline(value) {
      offline = value
      await context.setOffline(value)
    },
    lostAnswers: () => lost,
    mend: () => {
      mended = true
    },
    close: () => context.close(),
  }
}
