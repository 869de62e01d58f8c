import { describe, expect, it } from 'vitest'
import { concurrencyLimit, QueueFullError } from '#server/lib/concurrency-limit.ts'

const later = () => {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('concurrency limit', () => {
  it('runs at most the limit at once, the rest in the order they came, none slipping in between', async () => {
    const limited = concurrencyLimit(2)
    const gates = [later(), later(), later(), later()]
    const started: number[] = []
    let running = 0
    let most = 0
    const runs = gates.map((gate, index) =>
      limited(async () => {
        started.push(index)
        most = Math.max(most, ++running)
        await gate.promise
        running--
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    gates[1]!.resolve()
    await runs[1]
    // The freed place goes to the first waiting task; a newcomer waits behind it.
    const late = limited(async () => started.push(9))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual([0, 1, 2])
    for (const gate of gates) gate.resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    await late
    expect(started).toEqual([0, 1, 2, 3, 9])
    expect(most).toBe(2)
  })

  it('frees the place of a task that fails', async () => {
    const limited = concurrencyLimit(1)
    await expect(limited(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await limited(async () => 'next')).toBe('next')
  })

  it('refuses at once beyond the waiting it allows, and says when it would', async () => {
    const limited = concurrencyLimit(1, { maxWaiting: 1 })
    const gate = later()
    const first = limited(() => gate.promise)
    const second = limited(async () => 'second')
    expect(limited.full()).toBe(true)
    await expect(limited(async () => 'third')).rejects.toBeInstanceOf(QueueFullError)
    gate.resolve()
    await first
    expect(await second).toBe('second')
    expect(limited.full()).toBe(false)
  })
})
