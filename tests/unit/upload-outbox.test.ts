import { describe, expect, it } from 'vitest'
import {
  afterSend,
  backoff,
  backoffDelay,
  canRemove,
  classifyAnswer,
  dueItems,
  isDue,
  newOutboxItem,
  nextWakeAt,
  OutboxTransitionError,
  recoverInterrupted,
  retryFailed,
  sendNow,
  startSending,
  type OutboxItem,
  type SendOutcome,
} from '#client/offline/upload-outbox/outbox-machine.ts'
import { replayOutbox } from '#client/offline/upload-outbox/outbox-runner.ts'
import { applicationOnItsWayMs, sendUpload } from '#client/offline/upload-outbox/send-upload.ts'
import { readKeptItem } from '#client/offline/upload-outbox/outbox-endpoints.ts'
import type { OutboxStore } from '#client/offline/upload-outbox/outbox-store.ts'
import { keepableValue, keptValue } from '#client/offline/kept-bytes.ts'

const t0 = Date.parse('2026-11-22T02:00:00Z')
const envelope = (returnCode: number, success = returnCode === 200) => ({
  success,
  returnCode,
  msg: `msg ${returnCode}`,
  data: success ? { receiptId: 'r' } : null,
})

let counter = 0
const item = (overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  ...newOutboxItem({
    id: `item-${++counter}`,
    kind: 'receipt',
    request: { endpoint: 'uploadReceipt', query: { id: 'r' }, headers: {} },
    content: { bytes: new TextEncoder().encode('x').buffer, type: 'image/jpeg' },
    fileName: 'receipt.jpg',
    idempotencyKey: `key-${counter}`,
    now: t0,
  }),
  ...overrides,
})

const half = () => 0.5
const delivered: SendOutcome = { type: 'delivered', answer: {} }
const retryable: SendOutcome = { type: 'retryable', reason: 'network' }
const rejected: SendOutcome = { type: 'rejected', failure: { returnCode: 801, message: 'already' } }

describe('outbox state machine', () => {
  it('queues a new upload as waiting, due at once, with no tries', () => {
    const queued = item()
    expect(queued).toMatchObject({ state: 'waiting', attempts: 0, nextTryAt: t0, createdAt: t0 })
    expect(isDue(queued, t0)).toBe(true)
  })

  it('sends a due item, counting the try', () => {
    expect(startSending(item(), t0)).toMatchObject({ state: 'sending', attempts: 1 })
  })

  it('refuses to send what is not due, being sent or failed', () => {
    expect(() => startSending(item({ nextTryAt: t0 + 1 }), t0)).toThrow(OutboxTransitionError)
    expect(() => startSending(item({ state: 'sending' }), t0)).toThrow(OutboxTransitionError)
    expect(() => startSending(item({ state: 'failed' }), t0)).toThrow(OutboxTransitionError)
  })

  it('removes a delivered item', () => {
    expect(afterSend(startSending(item(), t0), delivered, t0)).toBeNull()
  })

  it('keeps an item after a network failure or server error, waiting out a back-off that grows', () => {
    let current = item()
    const key = current.idempotencyKey
    const waits: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      const next = afterSend(startSending(current, current.nextTryAt), retryable, current.nextTryAt, half)!
      expect(next).toMatchObject({ state: 'waiting', attempts: attempt })
      waits.push(next.nextTryAt - current.nextTryAt)
      current = next
    }
    expect(waits).toEqual([3_750, 7_500, 15_000, 30_000, 60_000])
    expect(current.idempotencyKey).toBe(key)
  })

  it('spreads the back-off over the upper half of its delay and caps it at 15 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(backoff.firstDelayMs / 2)
    expect(backoffDelay(1, () => 1)).toBe(backoff.firstDelayMs)
    expect(backoffDelay(40, () => 1)).toBe(backoff.maxDelayMs)
    expect(backoffDelay(1000, () => 0)).toBe(backoff.maxDelayMs / 2)
  })

  it('moves a refused item to failed with the reason, and keeps it', () => {
    const failed = afterSend(startSending(item(), t0), rejected, t0)
    expect(failed).toMatchObject({ state: 'failed', failure: { returnCode: 801, message: 'already' } })
    expect(isDue(failed!, t0 + 3_600_000)).toBe(false)
    expect(sendNow(failed!, t0)).toEqual(failed)
  })

  it('only takes answers for an item being sent', () => {
    expect(() => afterSend(item(), delivered, t0)).toThrow(OutboxTransitionError)
  })

  it('puts an item cut off while sending back to waiting, due now', () => {
    const cutOff = startSending(item(), t0)
    expect(recoverInterrupted(cutOff, t0 + 10)).toMatchObject({ state: 'waiting', nextTryAt: t0 + 10, attempts: 1 })
    const failed = item({ state: 'failed' })
    expect(recoverInterrupted(failed, t0)).toBe(failed)
  })

  it('lets the member send a waiting item before its back-off ends', () => {
    const backingOff = item({ attempts: 2, nextTryAt: t0 + 60_000 })
    expect(isDue(sendNow(backingOff, t0), t0)).toBe(true)
  })

  it('lets waiting and failed items be removed, not one being sent', () => {
    expect(canRemove(item())).toBe(true)
    expect(canRemove(item({ state: 'failed' }))).toBe(true)
    expect(canRemove(item({ state: 'sending' }))).toBe(false)
  })

  it('lists due items oldest first and knows when the next one falls due', () => {
    const late = item({ createdAt: t0 + 5 })
    const early = item({ createdAt: t0 - 5 })
    const later = item({ nextTryAt: t0 + 9_000 })
    const failed = item({ state: 'failed', nextTryAt: t0 - 1 })
    expect(dueItems([late, later, failed, early], t0).map((i) => i.id)).toEqual([early.id, late.id])
    expect(nextWakeAt([later, failed])).toBe(t0 + 9_000)
    expect(nextWakeAt([failed])).toBeUndefined()
  })
})

describe('reading answers', () => {
  it.each([
    [0, undefined, 'retryable'],
    [500, envelope(500), 'retryable'],
    [503, undefined, 'retryable'],
    [408, undefined, 'retryable'],
    [409, envelope(409), 'retryable'],
    [429, envelope(429), 'retryable'],
    [200, undefined, 'retryable'],
    [200, envelope(200), 'delivered'],
    [200, envelope(801), 'rejected'],
    [200, envelope(620), 'rejected'],
    [400, envelope(400), 'rejected'],
    [404, envelope(404), 'rejected'],
    [422, envelope(422), 'rejected'],
    [413, undefined, 'rejected'],
  ] as const)('HTTP %i %j is %s', (status, answer, type) => {
    expect(classifyAnswer(status, answer).type).toBe(type)
  })

  it('keeps the server code and message of a refusal', () => {
    expect(classifyAnswer(200, envelope(801))).toEqual({ type: 'rejected', failure: { returnCode: 801, message: 'msg 801' } })
  })
})

/** The runner against a store in memory, with the same one-transaction change as IndexedDB's. */
function memoryStore(items: OutboxItem[] = []): OutboxStore & { items: Map<string, OutboxItem> } {
  const map = new Map(items.map((i) => [i.id, i]))
  return {
    items: map,
    list: async () => [...map.values()],
    add: async (i) => void map.set(i.id, i),
    change: async (id, change) => {
      const next = change(map.get(id))
      if (next === null) map.delete(id)
      else if (next !== undefined) map.set(id, next)
      return next === undefined ? map.get(id) : (next ?? undefined)
    },
  }
}

describe('replaying the outbox', () => {
  it('sends every due item once with its own key; keeps what failed for later or for good', async () => {
    const [a, b, c] = [item({ createdAt: t0 }), item({ createdAt: t0 + 1 }), item({ createdAt: t0 + 2 })]
    const notDue = item({ nextTryAt: t0 + 60_000 })
    const store = memoryStore([c, notDue, a, b])
    const keys: string[] = []
    const outcomes = new Map<string, SendOutcome>([
      [a.id, delivered],
      [b.id, retryable],
      [c.id, rejected],
    ])
    const report = await replayOutbox({
      store,
      now: () => t0,
      send: async (sending) => {
        keys.push(sending.idempotencyKey)
        return outcomes.get(sending.id)!
      },
    })
    expect(keys).toEqual([a.idempotencyKey, b.idempotencyKey, c.idempotencyKey])
    expect(report.delivered.map((i) => i.id)).toEqual([a.id])
    expect(report.waiting).toBe(2)
    expect(store.items.has(a.id)).toBe(false)
    expect(store.items.get(b.id)).toMatchObject({ state: 'waiting', attempts: 1 })
    expect(store.items.get(c.id)).toMatchObject({ state: 'failed' })
    expect(store.items.get(notDue.id)).toEqual(notDue)
  })

  it('runs one replay at a time, so two triggers never send the same item twice', async () => {
    const store = memoryStore([item(), item()])
    let sends = 0
    let inFlight = 0
    const env = {
      store,
      now: () => t0,
      send: async () => {
        inFlight++
        expect(inFlight).toBe(1)
        await new Promise((resolve) => setTimeout(resolve, 5))
        inFlight--
        sends++
        return delivered
      },
    }
    await Promise.all([replayOutbox(env), replayOutbox(env), replayOutbox(env)])
    expect(sends).toBe(2)
    expect(store.items.size).toBe(0)
  })

  it('resends an item left marked as sending by a replay that was cut off', async () => {
    const cutOff = startSending(item(), t0)
    const store = memoryStore([cutOff])
    const report = await replayOutbox({ store, now: () => t0 + 1, send: async () => delivered })
    expect(report.delivered.map((i) => i.id)).toEqual([cutOff.id])
  })

  it('sends items still backing off when told the network is back, never failed ones', async () => {
    const backingOff = item({ attempts: 3, nextTryAt: t0 + 60_000 })
    const failed = item({ state: 'failed' })
    const store = memoryStore([backingOff, failed])
    const env = { store, now: () => t0, send: async () => delivered }
    expect((await replayOutbox(env)).delivered).toEqual([])
    const report = await replayOutbox(env, { skipBackoff: true })
    expect(report.delivered.map((i) => i.id)).toEqual([backingOff.id])
    expect(store.items.get(failed.id)).toEqual(failed)
  })

  it('does not send an item cancelled before its turn', async () => {
    const [first, second] = [item({ createdAt: t0 }), item({ createdAt: t0 + 1 })]
    const store = memoryStore([first, second])
    const sent: string[] = []
    await replayOutbox({
      store,
      now: () => t0,
      send: async (sending) => {
        sent.push(sending.id)
        await store.change(second.id, (current) => (current && canRemove(current) ? null : undefined))
        return delivered
      },
    })
    expect(sent).toEqual([first.id])
  })
})

describe('a document that follows its application', () => {
  const fileId = '0b7e8f8e-2c2b-4b1e-9a5e-1c2d3e4f5a6b'
  const documentItem = () =>
    item({
      kind: 'parking-document',
      request: {
        endpoint: 'uploadImage',
        headers: { authorization: 'Bearer t' },
        attach: { endpoint: 'attachParkingDocuments', field: 'documentId' },
      },
    })
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
  const ok = (data: unknown) => json(200, { success: true, returnCode: 200, msg: 'ok', data })

  /** A fetch that answers each call from the list in turn and records what was asked. */
  const fakeFetch = (answers: (() => Response)[]) => {
    const calls: { url: string; body: BodyInit | null | undefined; headers: Record<string, string> }[] = []
    const fetchFn = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body, headers: init.headers as Record<string, string> })
      const next = answers.shift()
      if (!next) throw new TypeError('no network')
      return next()
    }) as unknown as typeof fetch
    return { fetchFn, calls }
  }

  it('is uploaded, then attached with its id; only then has it arrived', async () => {
    const { fetchFn, calls } = fakeFetch([() => ok({ id: fileId }), () => ok({ id: 'application', status: 'applied' })])
    const outcome = await sendUpload(documentItem(), fetchFn)
    expect(outcome.type).toBe('delivered')
    expect(calls.map((call) => call.url)).toEqual(['/api/uploadImage', '/api/attachParkingDocuments'])
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ documentId: [fileId] })
    expect(calls[1]!.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' })
  })

  it('keeps the uploaded id when the attachment finds no network, and only attaches on the next try', async () => {
    const first = fakeFetch([() => ok({ id: fileId })])
    const outcome = await sendUpload(documentItem(), first.fetchFn)
    expect(outcome).toEqual({ type: 'retryable', reason: 'network', uploadedId: fileId })

    const waiting = afterSend(startSending(documentItem(), t0), outcome, t0, half)
    expect(waiting).toMatchObject({ state: 'waiting', uploadedId: fileId })

    const second = fakeFetch([() => ok({ id: 'application', status: 'applied' })])
    expect((await sendUpload(waiting!, second.fetchFn)).type).toBe('delivered')
    expect(second.calls.map((call) => call.url)).toEqual(['/api/attachParkingDocuments'])
  })

  const noApplication = () => json(200, { success: false, returnCode: 612, msg: 'You have no parking application.', data: null })

  it('fails for good when the application no longer takes it', async () => {
    const { fetchFn } = fakeFetch([() => ok({ id: fileId }), noApplication])
    expect(await sendUpload(documentItem(), fetchFn, t0 + applicationOnItsWayMs)).toEqual({
      type: 'rejected',
      failure: { returnCode: 612, message: 'You have no parking application.' },
    })
  })

  it('tries again, its file up, while the application it was queued with may still be on its way', async () => {
    const { fetchFn } = fakeFetch([() => ok({ id: fileId }), noApplication])
    expect(await sendUpload(documentItem(), fetchFn, t0 + applicationOnItsWayMs - 1)).toEqual({
      type: 'retryable',
      reason: 'application not made yet',
      uploadedId: fileId,
    })
  })
})

describe('a failed item queued again', () => {
  it('waits once more, due at once, its file kept if it was up', () => {
    const failed: OutboxItem = { ...item(), state: 'failed', uploadedId: 'f1', failure: { returnCode: 612, message: 'no' } }
    const again = retryFailed(failed, t0 + 5)
    expect(again).toMatchObject({ state: 'waiting', nextTryAt: t0 + 5, uploadedId: 'f1' })
    expect(again).not.toHaveProperty('failure')
    const waiting = item()
    expect(retryFailed(waiting, t0 + 5)).toBe(waiting)
  })
})

describe('an item kept by the earlier version, which named its calls by path', () => {
  const keptByPath = (request: object) => ({ ...item(), request }) as unknown as OutboxItem
  const documentKeptByPath = (attachPath: string, field: string) =>
    keptByPath({ path: '/api/uploadImage', query: {}, fileField: 'image', headers: {}, attach: { path: attachPath, field } })

  it('is read as the entries of those paths, so nothing waiting on a device is lost at an update', () => {
    const receipt = keptByPath({ path: '/api/uploadReceipt', query: { id: 'r9' }, fileField: 'file', headers: { a: '1' } })
    expect(readKeptItem(receipt).request).toEqual({ endpoint: 'uploadReceipt', query: { id: 'r9' }, headers: { a: '1' } })
    const parking = documentKeptByPath('/api/attachParkingDocuments', 'documentId')
    expect(readKeptItem(parking).request).toEqual({
      endpoint: 'uploadImage',
      headers: {},
      attach: { endpoint: 'attachParkingDocuments', field: 'documentId' },
    })
    const upgrade = documentKeptByPath('/api/updateUpgradeFormForDocument', 'sinoStaffDocumentId')
    expect(readKeptItem(upgrade).request).toMatchObject({
      attach: { endpoint: 'updateUpgradeFormForDocument', field: 'sinoStaffDocumentId' },
    })
  })

  it('is sent to the same address as before', async () => {
    const urls: string[] = []
    const fetchFn = (async (url: string) => {
      urls.push(url)
      return new Response(JSON.stringify({ success: true, returnCode: 200, msg: 'ok', data: { id: 'x' } }), { status: 200 })
    }) as unknown as typeof fetch
    const receipt = keptByPath({ path: '/api/uploadReceipt', query: { id: 'r9' }, fileField: 'file', headers: {} })
    expect((await sendUpload(readKeptItem(receipt), fetchFn)).type).toBe('delivered')
    expect(urls).toEqual(['/api/uploadReceipt?id=r9'])
  })
})

describe('the bytes of a file, kept where a Blob would be refused', () => {
  const sentFile = async (kept: OutboxItem) => {
    let sent: File | undefined
    const fetchFn = (async (_url: string, init: RequestInit) => {
      sent = (init.body as FormData).get('file') as File
      return new Response(JSON.stringify({ success: true, returnCode: 200, msg: 'ok', data: { receiptId: 'r' } }), {
        status: 200,
      })
    }) as unknown as typeof fetch
    expect((await sendUpload(kept, fetchFn)).type).toBe('delivered')
    return sent!
  }

  it('are sent as the file, with its type and name', async () => {
    const file = await sentFile(item())
    expect(file.name).toBe('receipt.jpg')
    expect(file.type).toBe('image/jpeg')
    expect(await file.text()).toBe('x')
  })

  it('an item an earlier version kept with its file as a Blob is read and sent as before', async () => {
    const { content: _content, ...rest } = item()
    const legacy = { ...rest, file: new Blob(['old'], { type: 'image/png' }) }
    const read = readKeptItem(legacy)
    expect(read).not.toHaveProperty('file')
    const file = await sentFile(read)
    expect(file.type).toBe('image/png')
    expect(await file.text()).toBe('old')
  })
})

describe('a draft with files in it', () => {
  it('is kept with each file as its bytes, type and name, and read back as files', async () => {
    const draft = {
      vehicleNumber: 'AB1234',
      documents: [{ waitingId: 'k', name: 'licence.pdf', blob: new Blob(['%PDF'], { type: 'application/pdf' }) }],
      photo: new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }),
    }
    const kept = (await keepableValue(draft)) as { documents: { blob: unknown }[] }
    expect(kept.documents[0]!.blob).not.toBeInstanceOf(Blob)
    expect(structuredClone(kept)).toEqual(kept)
    const read = keptValue<typeof draft>(kept)
    expect(read.vehicleNumber).toBe('AB1234')
    expect(read.documents[0]!.blob).toBeInstanceOf(Blob)
    expect(await read.documents[0]!.blob.text()).toBe('%PDF')
    expect(read.documents[0]!.blob.type).toBe('application/pdf')
    expect(read.photo).toBeInstanceOf(File)
    expect(read.photo.name).toBe('photo.jpg')
  })
})
