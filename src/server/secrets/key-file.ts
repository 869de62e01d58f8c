import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { errorCode } from '../lib/error-code.ts'

/**
 * A random 32-byte key (hex) kept in `dir`, made the first time and read every later time,
 * readable by the portal's user only; two processes starting at once keep the same key.
 */
export function keptRandomKey(dir: string, name: string): string {
  const file = path.join(dir, name)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error
  }
  return fs.readFileSync(file, 'utf8').trim()
}
