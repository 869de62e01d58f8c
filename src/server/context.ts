import type { MemberCache } from './cache/member-cache.ts'
import type { MaintenanceNotice } from '#contract/schemas/maintenance'
import type { OutboxChannel } from '#contract/schemas/outbox'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import type { EventBus } from './jobs/event-bus.ts'
import type { JobQueue } from './jobs/job-queue.ts'
import type { Clock } from './lib/clock.ts'
import type { Log } from './lib/log.ts'
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

/** A message a service hands the notifier. */
export interface OutgoingMessage {
  channel: OutboxChannel
  to: string
  /**
   * An SMS's destination country code as the list writes it (`+852`); left out for a number
   * whose prefix the member typed, which counts under the stricter cap of such numbers.
   */
  countryCode?: string
  subject: string | null
  body: string
  /** When the code or link the message carries stops working: a message not sent by then is dropped. */
  expiresAt?: Date
  /** `security` for a notice of a change to the account's standing: it spends a budget of its own. */
  lane?: MessageLane
}

/**
 * The notifier as services use it (notify/'s createNotifier makes it): said here, so that the
 * context stands below the machinery that sends, which keeps its messages as jobs.
 */
export interface Notifier {
  /** True while a channel goes to the outbox. */
  readonly holdsMessages: boolean
  /**
   * Keeps the message as a job, then makes the first try and waits for it. A failed try is
   * logged and retried later with growing waits (by this node or another, also after a restart),
   * so the caller goes on either way: a code asked for is not refused because a gateway is down.
   */
  send(message: OutgoingMessage): Promise<void>
  /** Keeps the message as a job and makes the first try without keeping the caller waiting. */
  sendInBackground(message: OutgoingMessage): Promise<void>
  /**
   * Keeps the message as a job inside a transaction: it exists only if the transaction
   * commits. Answers the job's id for {@link Notifier.sendQueued} after the commit.
   */
  queue(message: OutgoingMessage, db: Pick<Db, 'insert'>): Promise<string | null>
  /** Makes the first try of a queued message; a failed try stays for the queue's retries. */
  sendQueued(id: string): Promise<void>
  /** Waits for the tries still under way: shutting down cuts none off. */
  settle(): Promise<void>
}

/**
 * Which budget a message spends: `security` for the notices that tell a person of a change to
 * their account's standing (a passkey added or removed, a new password or phone, sessions ended,
 * an account paused or closing), which must reach them within seconds whatever else is sent.
 */
export type MessageLane = 'bulk' | 'security'
