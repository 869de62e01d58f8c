import { type Config, ConfigError } from '../config.ts'
import { keptRandomKey } from './key-file.ts'

const keyFile = 'totp-encryption.key'

/**
 * The key staff TOTP secrets are encrypted with. TOTP_ENCRYPTION_KEY when set; on PGlite (one
 * node) otherwise a random one made once and kept in DATA_DIR, readable by the portal's user
 * only; on PostgreSQL it must be set, since every node must use the same. Losing the key loses
 * every enrolled authenticator (admins then reset them), so it belongs in the backups of the
 * configuration, apart from the database's.
 */
export function resolveTotpKey(config: Config, databaseKind: 'pglite' | 'postgres'): string {
  if (config.totpEncryptionKey) return config.totpEncryptionKey
  if (databaseKind === 'postgres') {
    throw new ConfigError(
      'Invalid configuration:\n  - DATABASE_URL needs TOTP_ENCRYPTION_KEY (at least 32 bytes as hex or base64, the same on every node)',
    )
  }
  return keptRandomKey(config.dataDir, keyFile)
}
