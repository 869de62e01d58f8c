import type { Config } from '#server/config.ts'

/**
 * The relying party passkeys are bound to: the host name of PUBLIC_URL (its id) and its origin.
 * A passkey made for one host name signs in on that one only, so a new domain needs new passkeys.
 */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl)
  return { id: url.hostname, origin: url.origin, name: 'Sino Club' }
}
