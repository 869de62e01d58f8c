import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { createMember } from '#server/modules/members/create-member.ts'
import { runOperation, type OperationName, type OperationResult } from '#server/ops/operations.ts'
import type { Member } from './fixtures.ts'
import { migratedPglite } from './migrated-database.ts'
import { randomPhone } from './outbox.ts'

export interface OwnPortal {
  url: string
  /** This portal's copy of the built client: a test may change it without touching anyone else's. */
  clientDir: string
  /** A member of this portal, made as an operator makes one. */
  createMember(): Promise<Member>
  /** An operator's command on this portal, as `npm run …` runs it through a portal's socket. */
  operate<Name extends OperationName>(name: Name, input: Record<string, unknown>): Promise<OperationResult<Name>>
  close(): Promise<void>
}

/**
 * A portal of its own, on its own port, serving its own copy of the build, for a test that
 * changes the deployed files (a new service worker) while other tests use the shared portal.
 */
export async function startOwnPortal(): Promise<OwnPortal> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'club-portal-own-'))
  const clientDir = path.join(root, 'client')
  fs.cpSync(path.join(process.cwd(), 'dist', 'client'), clientDir, { recursive: true })
  const config = loadConfig({
    CLIENT_DIR: clientDir,
    DATA_DIR: root,
    LOG_LEVEL: 'warn',
    CODE_HMAC_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  })
  const database = await migratedPglite()
  const app = await buildApp({ config, database })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: address.replace('127.0.0.1', 'localhost'),
    clientDir,
    createMember: async () => {
      const phone = randomPhone()
      const password = 'Secret#123'
      const { clubMemberId } = await createMember(app.ctx, {
        countryCode: 1,
        phone,
        password,
        firstName: 'Tai Man',
        surname: 'Chan',
        tier: 'ordinary',
        language: 'en',
        firstTime: false,
      })
      return { phone, password, clubMemberId }
    },
    operate: (name, input) => runOperation(app.ctx, name, input),
    close: async () => {
      await app.close()
      await database.close()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
