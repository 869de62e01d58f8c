import type { Page } from '@playwright/test'

/**
 * Chromium's virtual authenticator on a page (DevTools protocol): a platform authenticator
 * (internal transport, CTAP2) that keeps discoverable credentials and verifies its user, as a
 * phone's or laptop's fingerprint reader does, answering at once.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    /** The credentials the authenticator holds (a removed passkey stays on the device). */
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}
