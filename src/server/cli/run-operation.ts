import { loadConfig } from '../config.ts'
import type { ServiceContext } from '../context.ts'
import { openDatabase } from '../db/database.ts'
import { createEventBus } from '../jobs/event-bus.ts'
import { listenToEvents } from '../event-listeners.ts'
import { createJobQueue } from '../jobs/job-queue.ts'
import { systemClock } from '../lib/clock.ts'
import { resolveCodeSecret } from '../secrets/code-secret.ts'
import { createNotifier } from '../notify/notifier.ts'
import { openFileStore } from '../storage/open-file-store.ts'
import { OperationError, runOperation, type OperationName, type OperationResult } from '../ops/operations.ts'
import { callOpsSocket } from '../ops/ops-socket.ts'

/** An outbox driver's copy of a message: kept in the outbox, never printed by a command (a staff invitation's link is its person's alone). */
const outboxCopy = (args: unknown[]) => args.some((a) => typeof a === 'object' && a !== null && 'outbox' in a)

const consoleLog: ServiceContext['log'] = {
  info: (...args: unknown[]) => {
    if (!outboxCopy(args)) console.error(...args.filter((a) => typeof a === 'string'))
  },
  warn: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
}

/**
 * Runs an operator command where the data is: on PostgreSQL directly (any number of
 * processes may connect); on PGlite through the running portal, or by opening the
 * folder itself when no portal runs.
 */
export async function runOperationHere<Name extends OperationName>(
  name: Name,
  rawInput: unknown,
): Promise<OperationResult<Name>> {
  // The same input whichever way it travels: as JSON, leaving out what is undefined.
  const input: unknown = JSON.parse(JSON.stringify(rawInput))
  const config = loadConfig(process.env)
  if (!config.databaseUrl) {
    const answer = await callOpsSocket(config.dataDir, name, input)
    if (answer) {
      if (answer.status !== 200) throw new OperationError(answer.body.error ?? `The portal answered ${answer.status}`)
      // The portal ran this very operation and sent its result as JSON, which results are.
      return answer.body.result as OperationResult<Name>
    }
  }
  const database = await openDatabase(config)
  try {
    const jobs = createJobQueue({ db: database.db, clock: systemClock, log: consoleLog })
    const ctx: ServiceContext = {
      db: database.db,
      clock: systemClock,
      config,
      notifier: createNotifier({
        config,
        // Asked for only by a command that sends a message: the others need no CODE_HMAC_SECRET.
        secret: () => resolveCodeSecret(config, database.kind),
        db: database.db,
        clock: systemClock,
        log: consoleLog,
        jobs,
      }),
      jobs,
      events: createEventBus(jobs),
      files: await openFileStore(config, { soleWriter: database.kind === 'pglite' }),
      log: consoleLog,
    }
    // A command's events are heard as the portal's are; its pushes are kept for the portals, which send them.
    listenToEvents(ctx)
    try {
      return await runOperation(ctx, name, input)
    } finally {
      await ctx.notifier.settle()
    }
  } finally {
    await database.close()
  }
}
