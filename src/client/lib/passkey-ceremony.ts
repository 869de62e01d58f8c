import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'

/** The WebAuthn helpers, fetched only when a passkey is used: no page's first load carries them. */
const loadWebAuthn = () => import('@simplewebauthn/browser')

/** The browser's own passkey dialog: a new passkey for the server's options. */
export async function createPasskey(options: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await loadWebAuthn()
  return startRegistration({ optionsJSON: options })
}

/**
 * A passkey's answer to the server's sign-in options: from the browser's dialog, or (`autofill`)
 * from the suggestions of the field marked `webauthn`, where the browser offers them; undefined
 * when it does not.
 */
export async function answerWithPasskey(options: PublicKeyCredentialRequestOptionsJSON, autofill = false) {
  const { browserSupportsWebAuthnAutofill, startAuthentication } = await loadWebAuthn()
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return undefined
  return startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill })
}

/** The person closed the browser's dialog, or another ceremony replaced this one: nothing to explain. */
export const passkeyCancelled = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' ||
    error.name === 'AbortError' ||
    (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED')

/**
 * Tells the browser that the site no longer knows a passkey, so that the phone or computer stops
 * offering it (WebAuthn's signal API, where the browser has it; elsewhere nothing happens).
 */
export function forgetPasskeyOnDevice(credentialId: string): void {
  if (typeof window.PublicKeyCredential?.signalUnknownCredential !== 'function') return
  PublicKeyCredential.signalUnknownCredential({ rpId: location.hostname, credentialId }).catch(() => undefined)
}
