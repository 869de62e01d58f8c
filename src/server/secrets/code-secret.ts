import { type Config, ConfigError } from '../config.ts'
import { keptRandomKey } from './key-file.ts'

const secretFile = 'code-hmac.secret'

/**
 * The key one-time codes are hashed with, so that a copy of the database alone does not let
 * anyone try the million codes. CODE_HMAC_SECRET when set; on PGlite (one node) otherwise a
 * random one kept in DATA_DIR; on PostgreSQL it must be set, since every node must use the same.
 */
export function resolveCodeSecret(config: Config, databaseKind: 'pglite' | 'postgres'): string {
  if (config.codeHmacSecret) return config.codeHmacSecret
  if (databaseKind === 'postgres') {
    throw new ConfigError(
      'Invalid configuration:\n  - DATABASE_URL needs CODE_HMAC_SECRET (at least 32 characters, the same on every node)',
    )
  }
  return keptRandomKey(config.dataDir, secretFile)
}
