import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '#server/db/schema.ts'
import type { DomainEvent } from '#server/jobs/domain-events.ts'
import { createEventBus } from '#server/jobs/event-bus.ts'
import { createJobQueue, doublingBackoff } from '#server/jobs/job-queue.ts'
import { databasesFor, startTestApp, type TestApp } from './support/test-app.ts'

const minute = 60_000
const quietLog = { info: () => {}, warn: () => {}, error: () => {} }

/** The job queue of a node of its own on the test's database (test's clock, no polling), and its event bus. */
function nodeOn(test: TestApp) {
  const queue = createJobQueue({ db: test.database.db, clock: test.clock, log: quietLog })
  return { queue, bus: createEventBus(queue) }
}

const retries = { maxAttempts: 3, retryAfterMs: doublingBackoff(minute, 10 * minute) }

const received = (receiptId: string): DomainEvent => ({
  name: 'receipt.accepted',
  memberId: 'member-1',
  event: 'Gala',
  receiptId,
})

const keptEvents = async (test: TestApp) =>
  test.database.db.select().from(jobs).where(like(jobs.name, 'event:receipt.accepted:test-%'))

describe.each(databasesFor('postgres'))('events (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  it('delivers an event once when its transaction commits, and never when it rolls back', async () => {
    const { queue, bus } = nodeOn(test)
    const heard: string[] = []
    bus.listen('receipt.accepted', {
      listener: 'test-once',
      run: async (event) => {
        heard.push(event.receiptId)
      },
      ...retries,
    })

    const rolledBack = test.database.db.transaction(async (tx) => {
      expect(await bus.emit(tx, received('undone'))).toHaveLength(1)
      // Kept inside the transaction, with the change it tells of.
      expect(await tx.select().from(jobs).where(like(jobs.name, 'event:receipt.accepted:test-%'))).toHaveLength(1)
      throw new Error('the change failed')
    })
    await expect(rolledBack).rejects.toThrow('the change failed')
    expect(await keptEvents(test)).toEqual([])

    const ids = await test.database.db.transaction((tx) => bus.emit(tx, received('stored')))
    expect(ids).toHaveLength(1)
    await bus.deliver(ids)
    // Neither a second delivery nor the queue's later rounds hear it again, nor ever the one rolled back.
    await bus.deliver(ids)
    test.clock.advance(60 * minute)
    await queue.runDue()
    expect(heard).toEqual(['stored'])
    expect(await keptEvents(test)).toEqual([])
  })

  it('retries a listener that failed on its own, without repeating another that succeeded', async () => {
    const { queue, bus } = nodeOn(test)
    const heard: string[] = []
    let failures = 1
    bus.listen('receipt.accepted', {
      listener: 'test-steady',
      run: async () => {
        heard.push('steady')
      },
      ...retries,
    })
    bus.listen('receipt.accepted', {
      listener: 'test-flaky',
      run: async () => {
        if (failures-- > 0) throw new Error('the service was down')
        heard.push('flaky')
      },
      ...retries,
    })

    // A listener registered twice would hear every event twice: it is refused.
    expect(() => bus.listen('receipt.accepted', { listener: 'test-steady', run: async () => {}, ...retries })).toThrow()

    const ids = await test.database.db.transaction((tx) => bus.emit(tx, received('twice-heard')))
    await bus.deliver(ids)
    expect(heard).toEqual(['steady'])
    test.clock.advance(minute)
    await queue.runDue()
    expect(heard).toEqual(['steady', 'flaky'])
    expect(await keptEvents(test)).toEqual([])
  })
})
