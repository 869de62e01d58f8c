import type { Db } from '../db/database.ts'
import type { JobQueue } from './job-queue.ts'
import type { DomainEvent, EventName, EventOf } from './domain-events.ts'

/** A listener's reaction to one event; a throw is a failed try, retried as a job's are. */
interface Listener<Name extends EventName> {
  /** Names the listener's jobs (`event:<event>:<listener>`): it stays the same across releases. */
  listener: string
  run(event: EventOf<Name>): Promise<void>
  /** Tries in all, the first included. */
  maxAttempts: number
  /** The wait before the next try, after `attempts` tries. */
  retryAfterMs(attempts: number): number
}

export interface EventBus {
  /** Registers a listener at start-up, before any event it hears is emitted; once for each event. */
  listen<Name extends EventName>(name: Name, listener: Listener<Name>): void
  /**
   * Keeps one job per listener of the event inside the writer's transaction: each exists exactly
   * when the change it tells of commits. Answers the jobs' ids for {@link EventBus.deliver}.
   */
  emit(tx: Pick<Db, 'insert'>, event: DomainEvent): Promise<string[]>
  /** The first try of each listener once the transaction committed; a failed try stays for the queue's retries. */
  deliver(ids: readonly string[]): Promise<void>
}

const jobName = (event: EventName, listener: string) => `event:${event}:${listener}`

/**
 * Events carried by the job queue: a listener hears an event at least once, after its
 * transaction committed, with the retries it asked for, and each listener on its own, so that a
 * retry of one never repeats another's work.
 */
export function createEventBus(jobs: Pick<JobQueue, 'handle' | 'enqueue' | 'runNow'>): EventBus {
  const listeners = new Map<EventName, string[]>()
  return {
    listen(name, { listener, run, maxAttempts, retryAfterMs }) {
      const known = listeners.get(name) ?? []
      // Twice registered, it would hear every event twice.
      if (known.includes(listener)) throw new Error(`${listener} listens to ${name} already`)
      listeners.set(name, [...known, listener])
      // The payload is the event this listener's job was kept for, by `emit` under this very name.
      jobs.handle(jobName(name, listener), { run: (payload) => run(payload as EventOf<typeof name>), maxAttempts, retryAfterMs })
    },
    async emit(tx, event) {
      const ids: string[] = []
      for (const listener of listeners.get(event.name) ?? []) {
        const id = await jobs.enqueue(jobName(event.name, listener), event, { db: tx })
        if (id) ids.push(id)
      }
      return ids
    },
    async deliver(ids) {
      await Promise.all(ids.map((id) => jobs.runNow(id)))
    },
  }
}
