import { afterAll, beforeAll, describe, it } from 'vitest'
import type { EnginePage } from './engine-page.ts'
import {
  cardAfterLeavingAtOnce,
  cardOfflineAndOnLieFi,
  documentWaitsForConnection,
  inPage,
  logInCardAndLanguage,
  receiptOfflineAndOnline,
  registrationSteps,
} from './member-flows.ts'

interface Driver {
  newPage(): Promise<EnginePage>
  stop(): unknown
}

/**
 * The member flows in one engine, one page (and one line) each; "offline" is the line refusing
 * connections, since the engines' drivers have no offline switch of their own.
 */
export function describeMemberFlows(engine: string, startDriver: () => Promise<Driver>) {
  describe(engine, () => {
    let driver: Driver | undefined
    beforeAll(async () => {
      driver = await startDriver()
    })
    afterAll(async () => {
      await driver?.stop()
    })
    const run =
      (flow: Parameters<typeof inPage>[1], label: string) =>
      ({ signal }: { signal: AbortSignal }) =>
        inPage(() => driver!.newPage(), flow, label, signal)

    it('logs in, shows the card and its QR code, and switches language', run(logInCardAndLanguage, 'login'))
    it(
      'opens the card offline (line refusing) and on lie-fi within 3 s, an information page offline, and comes back by itself',
      run(cardOfflineAndOnLieFi, 'card'),
    )
    it(
      'keeps the card when the page is left within a second of logging in (back/forward cache), offline after',
      run(cardAfterLeavingAtOnce, 'bfcache'),
    )
    it(
      'keeps a receipt sent offline and sends it once when the line is back; one sent online arrives at once',
      run(receiptOfflineAndOnline, 'receipt'),
    )
    it(
      'registers through every step: details, address, password, the phone code and the e-mail link',
      run(registrationSteps, 'registration'),
    )
    it(
      'keeps a document chosen offline with the form (a reload too) and sends it with the application',
      run(documentWaitsForConnection, 'document'),
    )
  })
}
