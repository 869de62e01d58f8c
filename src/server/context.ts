import type { MemberCache } from './cache/member-cache.ts'
import type { MaintenanceNotice } from '#contract/schemas/maintenance'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import type { EventBus } from './jobs/event-bus.ts'
import type { JobQueue } from './jobs/job-queue.ts'
import type { Clock } from './lib/clock.ts'
import type { Log } from './lib/log.ts'
import type { Notifier } from './notify/notifier.ts'
import type { FileStore } from './storage/file-store.ts'

/** What a service needs from its surroundings: the same inside a request and in an operator command. */

export interface ServiceContext {
  db: Db
  clock: Clock
  config: Config
  notifier: Notifier
  /** Work kept in the database until done: messages, timed rules, clean-ups. */
  jobs: JobQueue
  /** What happened, told to the listeners (push) once the writer's transaction commits. */
  events: EventBus
  files: FileStore
  log: Log
  /**
   * A portal's reads kept in memory: a change made outside its members' calls (an operator's
   * or a reviewer's decision, a timed rule) drops them at once, whenever the database's
   * announcement arrives. Absent where nothing is kept (an operator command on its own).
   */
  keptReads?: Pick<MemberCache, 'evictMember' | 'dropReads'>
  /**
   * A portal's reading of the maintenance switch, kept a few seconds: a change made through this
   * portal (its console, or an operator's command through its socket) is followed at once.
   * Absent in an operator command on its own: the portals follow within seconds.
   */
  maintenance?: MaintenanceReading
}

/**
 * The maintenance switch as a portal reads it (modules/maintenance's gate): said here, so that
 * the context, which every module imports, imports no module.
 */
export interface MaintenanceReading {
  notice(): Promise<MaintenanceNotice>
  /** A change made through this portal is followed at once. */
  forget(): void
  /** Refuses a write while the notice is on. */
  refuseWrite(): Promise<void>
}
