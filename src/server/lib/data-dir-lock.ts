import fs from 'node:fs'
import path from 'node:path'
import { errorCode } from './error-code.ts'
import { isProcessAlive } from './process-alive.ts'

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError'
}

/**
 * PGlite must open its data folder from one process only. The lock file names the process
 * that has it; a lock left by a process that is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  // Password and session hashes live here: only the portal's own user may look inside.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dataDir, 0o700)
  const lockPath = path.join(dataDir, 'portal.lock')
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(lockPath, 'utf8'))
      if (Number.isInteger(holder) && isProcessAlive(holder)) {
        throw new DataDirInUseError(
          `${dataDir} is in use by process ${holder}. If no portal runs there, remove ${lockPath} and try again.`,
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  return () => fs.rmSync(lockPath, { force: true })
}
