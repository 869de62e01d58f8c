import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { jpegWithMetadata, multipartFile } from '../support/images.ts'
import { inParallel } from './support/in-parallel.ts'
import { databaseKinds, startTestApp, type TestApp } from './support/test-app.ts'

/**
 * One client address, many people (a venue's Wi-Fi, a carrier's NAT): what proves itself goes
 * through whatever the others there failed at, and the failures cost only those who make them.
 */
const shared = '203.0.113.40'

describe.each(databaseKinds)('one address shared with a mischief maker, on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const sendReceipt = (id: string) => {
    const body = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
    return test.app.inject({
      method: 'POST',
      url: `/api/uploadReceipt?id=${id}`,
      headers: { 'content-type': body.contentType },
      payload: body.body,
      remoteAddress: shared,
    })
  }
  const unknownLink = () => randomBytes(16).toString('base64url')

  it(
    'takes 150 receipts to valid links after 40 uploads to unknown links and 40 to a used one',
    { timeout: 180_000 },
    async () => {
      const [used] = await createReceiptLinks(test.app.ctx, { event: 'Harbour Fest', count: 1, language: 'en' })
      expect((await sendReceipt(used!.id)).statusCode).toBe(200)
      const again = await inParallel(40, 4, () => sendReceipt(used!.id))
      // A used link is answered as such every time: a second tap is no guess.
      expect(again.map((answer) => answer.json().returnCode)).toEqual(again.map(() => 801))
      const guesses = await inParallel(40, 4, () => sendReceipt(unknownLink()))
      expect(guesses.filter((answer) => answer.statusCode === 404).length).toBeGreaterThanOrEqual(30)
      expect(guesses.filter((answer) => answer.statusCode === 429).length).toBeGreaterThan(0)

      const links = await createReceiptLinks(test.app.ctx, { event: 'Harbour Fest', count: 150, language: 'en' })
      const answers = await inParallel(links.length, 8, (index) => sendReceipt(links[index]!.id))
      expect(answers.filter((answer) => answer.json().success === true)).toHaveLength(150)
      const stored = await test.app.inject({ method: 'GET', url: `/api/getReceiptLink?id=${links[149]!.id}` })
      expect(stored.json().data.uploaded).toBe(true)
      // Each once: the same links again are used links.
      expect((await sendReceipt(links[0]!.id)).json().returnCode).toBe(801)

      // The mischief maker's further guesses are still refused.
      const further = await inParallel(10, 2, () => sendReceipt(unknownLink()))
      expect(further.map((answer) => answer.statusCode)).toEqual(further.map(() => 429))
    },
  )
})
