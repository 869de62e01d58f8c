import type { QueryClient } from '@tanstack/react-query'
import { keepQueriesOnDevice } from './offline/keep-queries-on-device.ts'
import { listenForInstallOffer } from './pwa/install-offer.ts'

/**
 * What a page opened with a session starts with, loaded only then: a visitor's first load (the
 * login page, at its budget) carries none of it. Logging in reloads the page, so a member's
 * every page passes here.
 */
export async function startMemberPage(queryClient: QueryClient): Promise<void> {
  // First: the browser's install offer comes once, soon after the page has loaded.
  listenForInstallOffer()
  await keepQueriesOnDevice(queryClient)
}
