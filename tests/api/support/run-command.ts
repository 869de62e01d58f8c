import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { vi } from 'vitest'
import { runCommand, type Command } from '#server/cli/command.ts'
import { startOpsSocket } from '#server/ops/ops-socket.ts'
import type { TestApp } from './test-app.ts'

/** Runs an operator command in this process, as the shell entry does, and keeps what it printed. */
export async function runCommandHere(command: Command, argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCommand(command, argv, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { code, stdout: out.join('\n'), stderr: err.join('\n') }
}

/**
 * Points the operator commands of this process at a test app's database, as they would reach
 * the portal: on PostgreSQL by its DATABASE_URL, on PGlite through the app's operator socket in
 * a folder of its own. Answers the way back.
 */
export async function commandsReach(test: TestApp): Promise<() => Promise<void>> {
  if (test.databaseUrl) {
    vi.stubEnv('DATABASE_URL', test.databaseUrl)
    vi.stubEnv('TOTP_ENCRYPTION_KEY', test.app.ctx.config.totpEncryptionKey ?? '')
    // Messages a command sends are sealed with the portal's secret, as the portal's own are.
    vi.stubEnv('CODE_HMAC_SECRET', test.app.ctx.config.codeHmacSecret ?? '')
    return async () => {
      vi.unstubAllEnvs()
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-reach-'))
  const stop = await startOpsSocket(test.app.ctx, dataDir)
  vi.stubEnv('DATA_DIR', dataDir)
  vi.stubEnv('DATABASE_URL', '')
  return async () => {
    vi.unstubAllEnvs()
    await stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
