import { type } from 'arktype'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadAnswer } from '#contract/schemas/verification'
import { uploadedFiles } from '#server/db/schema.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'
import { parkingPayload, postAs } from './support/applications.ts'
import { withProof } from './support/proof-of-work.ts'
import { multipart, post, registration, uniqueAddress } from './support/registration.ts'

const MB = 1024 * 1024
const jpeg = (size: number) => fileOf([0xff, 0xd8, 0xff, 0xe0], size)
const png = (size: number) => fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)
const pdf = (size: number) => fileOf([...Buffer.from('%PDF-1.7\n')], size)

function fileOf(head: number[], size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20)
  Buffer.from(head).copy(bytes)
  return bytes
}

describe.each(databasesFor('postgres'))('uploadImage on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await startTestApp(kind)
  })
  afterAll(() => test.close())

  const upload = (
    content: Buffer,
    name: string,
    contentType: string,
    options: { token?: string; address?: string; field?: string; language?: string; headers?: Record<string, string> } = {},
  ) => {
    const body = multipart(content, name, contentType, options.field)
    return test.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      remoteAddress: options.address ?? uniqueAddress(),
      payload: body.payload,
      headers: {
        ...body.headers,
        ...(options.token ? bearer(options.token) : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
        ...options.headers,
      },
    })
  }
  const fetchFile = (id: string, token?: string) =>
    test.app.inject({ method: 'GET', url: `/api/uploadedFile/${id}`, headers: token ? bearer(token) : {} })

  it.each([
    ['jpeg', jpeg(2000), 'photo.jpg', 'image/jpeg'],
    ['png', png(2000), 'scan.png', 'image/png'],
    ['pdf', pdf(2000), 'deed.pdf', 'application/pdf'],
  ])('accepts a %s and answers its id', async (fileKind, content, name, contentType) => {
    const response = await upload(content, name, contentType)
    expect(response.json()).toMatchObject({ success: true, returnCode: 200 })
    expect(uploadAnswer(response.json().data)).not.toBeInstanceOf(type.errors)
    const [row] = await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, response.json().data.id))
    expect(row).toMatchObject({ kind: fileKind, size: 2000, ownerMemberId: null, originalName: name })
    expect(row!.storedName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${fileKind}$`))
  })

  it('judges by the bytes, not the name or type: a text file called .jpg is refused with 620', async () => {
    const response = await upload(Buffer.from('just some text pretending'), 'photo.jpg', 'image/jpeg')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: false,
      returnCode: 620,
      msg: 'Only JPEG, JPG, PNG or PDF files are accepted',
      data: null,
    })
  })

  it("asks proof of effort, not a refusal, of a visitor's document from an address whose visitors sent 30 refused files", async () => {
    const address = uniqueAddress()
    for (let i = 0; i < 30; i++) {
      const refused = await upload(Buffer.from('not a picture'), 'x.jpg', 'image/jpeg', { address })
      expect(refused.json().returnCode).toBe(620)
    }
    const asked = await upload(jpeg(100), 'a.jpg', 'image/jpeg', { address })
    expect(asked.statusCode).toBe(428)
    expect(asked.json()).toMatchObject({ success: false, returnCode: 428 })
    const registrant = await withProof((headers) => upload(jpeg(100), 'a.jpg', 'image/jpeg', { address, headers }))
    expect(registrant.level).toBe(1)
    expect(registrant.answer.json()).toMatchObject({ success: true, returnCode: 200 })
    const token = await loginAs(test, await addMember(test))
    const member = await upload(jpeg(100), 'a.jpg', 'image/jpeg', { address, token })
    expect(member.json()).toMatchObject({ success: true, returnCode: 200 })
    // The one who keeps sending refused files meets more work with every further 30.
    for (let i = 0; i < 30; i++) {
      const refused = await withProof((headers) =>
        upload(Buffer.from('not a picture'), 'x.jpg', 'image/jpeg', { address, headers }),
      )
      expect(refused.answer.json().returnCode).toBe(620)
    }
    const harder = await withProof((headers) => upload(jpeg(100), 'a.jpg', 'image/jpeg', { address, headers }))
    expect(harder.level).toBe(2)
    expect(harder.answer.json()).toMatchObject({ success: true, returnCode: 200 })
  })

  it('takes a PDF of exactly 5 MB and refuses one byte more with the spec message', async () => {
    expect((await upload(pdf(5 * MB), 'big.pdf', 'application/pdf')).json().success).toBe(true)
    const over = await upload(pdf(5 * MB + 1), 'big.pdf', 'application/pdf')
    expect(over.json()).toMatchObject({ success: false, returnCode: 620, msg: 'A PDF file may be at most 5MB' })
  })

  it('takes an image of 4.5 MB and refuses a larger one', async () => {
    expect((await upload(jpeg(4.5 * MB), 'big.jpg', 'image/jpeg')).json().success).toBe(true)
    const over = await upload(png(4.5 * MB + 1), 'big.png', 'image/png')
    expect(over.json()).toMatchObject({ success: false, returnCode: 620, msg: 'The file may be at most 4.5MB' })
  })

  it('answers 620 when the file is not in the field image', async () => {
    const response = await upload(jpeg(100), 'photo.jpg', 'image/jpeg', { field: 'file' })
    expect(response.json()).toMatchObject({ success: false, returnCode: 620 })
  })

  it('takes one file per request: a second file in the same request is not stored', async () => {
    const boundary = '----two-files'
    const part = (name: string, content: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      ])
    const before = (await test.database.db.select().from(uploadedFiles)).length
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/uploadImage',
      remoteAddress: uniqueAddress(),
      payload: Buffer.concat([part('a.jpg', jpeg(500)), part('b.jpg', jpeg(600)), Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(response.statusCode).toBeLessThan(500)
    const after = await test.database.db.select().from(uploadedFiles)
    expect(after.length - before).toBeLessThanOrEqual(1)
    expect(after.some((row) => row.size === 600)).toBe(false)
  })

  it('answers a body that is not multipart without a server error', async () => {
    const response = await post(test, '/api/uploadImage', { image: 'x' })
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json().success).toBe(false)
  })

  it("serves a member's file to that member only", async () => {
    const owner = await addMember(test)
    const other = await addMember(test)
    const ownerToken = await loginAs(test, owner)
    const content = png(3000)
    const uploaded = await upload(content, 'scan.png', 'image/png', { token: ownerToken })
    const { id } = uploaded.json().data
    const mine = await fetchFile(id, ownerToken)
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-type']).toBe('image/png')
    expect(mine.rawPayload.equals(content)).toBe(true)
    const theirs = await fetchFile(id, await loginAs(test, other))
    expect(theirs.statusCode).toBe(404)
    expect((await fetchFile(id)).statusCode).toBe(401)
  })

  it('refuses an upload with a session token that is not valid', async () => {
    const response = await upload(png(100), 'scan.png', 'image/png', { token: 'n'.repeat(43) })
    expect(response.statusCode).toBe(401)
  })

  it('gives a registration upload to the member the registration creates', async () => {
    const { id } = (await upload(pdf(1000), 'lease.pdf', 'application/pdf')).json().data
    const registered = await post(test, '/api/register', registration({ propertyOwnership: 'Tenant', addressDocumentId: [id] }))
    const { memberId } = registered.json().data
    const [row] = await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id))
    expect(row!.ownerMemberId).toBe(memberId)
  })

  it('lets a registration sent again take the documents of its earlier try, whose phone was never verified', async () => {
    const { id } = (await upload(pdf(1000), 'lease.pdf', 'application/pdf')).json().data
    const first = registration({ propertyOwnership: 'Tenant', addressDocumentId: [id] })
    await post(test, '/api/register', first)
    const again = await post(
      test,
      '/api/register',
      registration({ mobilePhone: first.mobilePhone, propertyOwnership: 'Tenant', addressDocumentId: [id] }),
    )
    const [row] = await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id))
    expect(row!.ownerMemberId).toBe(again.json().data.memberId)
  })

  it('bounds the uploads a client address made without logging in that no registration claimed, not those claimed', async () => {
    const crowd = await startTestApp(kind, { env: { ADDRESS_PENDING_PROOFS: '5' } })
    try {
      const address = uniqueAddress()
      const uploadFrom = () => {
        const body = multipart(jpeg(100), 'a.jpg', 'image/jpeg')
        return crowd.app.inject({ method: 'POST', url: '/api/uploadImage', remoteAddress: address, ...body })
      }
      const ids: string[] = []
      for (let i = 0; i < 5; i++) ids.push((await uploadFrom()).json().data.id)
      const refused = await uploadFrom()
      expect(refused.statusCode).toBe(429)
      expect(refused.json().msg).toMatch(/^Too many requests/)
      const registered = await post(crowd, '/api/register', registration({ addressDocumentId: ids.slice(0, 3) }), address)
      expect(registered.json().success).toBe(true)
      expect((await uploadFrom()).json().success).toBe(true)
      crowd.clock.advance(60 * 60_000)
      expect((await uploadFrom()).json().success).toBe(true)
    } finally {
      await crowd.close()
    }
  })

  it("deletes a member's uploads that no application has a day after they came, file and record", async () => {
    const member = await addMember(test, { tier: 'privilege' })
    const token = await loginAs(test, member)
    const sent = (await upload(pdf(1000), 'deed.pdf', 'application/pdf', { token })).json().data.id
    const kept = (await upload(pdf(1000), 'deed.pdf', 'application/pdf', { token })).json().data.id
    const application = await postAs(test, token, '/api/createParkingForm', parkingPayload([sent]))
    expect(application.json().success).toBe(true)
    const storedName = async (id: string) =>
      (await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0]?.storedName
    const unattachedFile = (await storedName(kept))!

    // The hourly clean-up of the portal, a recurring job.
    test.clock.advance(23 * 3_600_000)
    await test.app.ctx.jobs.runDue()
    expect(await storedName(kept)).toBe(unattachedFile)
    test.clock.advance(2 * 3_600_000)
    await test.app.ctx.jobs.runDue()
    expect(await storedName(kept)).toBeUndefined()
    await expect(test.app.ctx.files.open(unattachedFile)).rejects.toThrow()
    expect(await storedName(sent)).toBeDefined()
    expect((await fetchFile(sent, token)).statusCode).toBe(200)
  })

  it('holds at most 20 uploads of a member that no application has; sending some makes room', async () => {
    const member = await addMember(test, { tier: 'privilege' })
    const token = await loginAs(test, member)
    const ids: string[] = []
    for (let i = 0; i < 20; i++) ids.push((await upload(jpeg(100), 'a.jpg', 'image/jpeg', { token })).json().data.id)
    const refused = await upload(jpeg(100), 'a.jpg', 'image/jpeg', { token, language: 'zh-HK' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      success: false,
      msg: '您有太多尚未隨申請提交的文件（最多 20 個檔案或 50MB）。請先提交申請，或明天再試。',
    })
    expect(await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerMemberId, member.id))).toHaveLength(20)

    await postAs(test, token, '/api/createParkingForm', parkingPayload(ids.slice(0, 2)))
    expect((await upload(jpeg(100), 'a.jpg', 'image/jpeg', { token })).json().success).toBe(true)
    expect((await upload(jpeg(100), 'a.jpg', 'image/jpeg', { token })).json().success).toBe(true)
    expect((await upload(jpeg(100), 'a.jpg', 'image/jpeg', { token })).statusCode).toBe(422)
  })

  it('holds at most 50 MB of uploads of a member that no application has', async () => {
    const token = await loginAs(test, await addMember(test))
    for (let i = 0; i < 9; i++)
      expect((await upload(pdf(5 * MB), 'a.pdf', 'application/pdf', { token })).json().success).toBe(true)
    expect((await upload(pdf(5 * MB - 10), 'a.pdf', 'application/pdf', { token })).json().success).toBe(true)
    // 50 MB less 10 bytes held: a file of 11 bytes no longer fits, one of 10 does.
    expect((await upload(pdf(11), 'a.pdf', 'application/pdf', { token })).statusCode).toBe(422)
    expect((await upload(pdf(10), 'a.pdf', 'application/pdf', { token })).json().success).toBe(true)
    expect((await upload(pdf(10), 'a.pdf', 'application/pdf', { token })).json()).toMatchObject({
      success: false,
      msg: 'You hold too many documents not yet sent with an application (at most 20 files or 50 MB). Send your application, or try again tomorrow.',
    })
  })

  it('removes registration uploads nobody claimed after a day', async () => {
    const { purgeUnattachedFiles } = await import('#server/modules/upload/unattached-uploads.ts')
    const { id } = (await upload(jpeg(100), 'a.jpg', 'image/jpeg')).json().data
    await purgeUnattachedFiles(test.app.ctx, new Date(test.clock().getTime() + 23 * 3_600_000))
    expect(await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id))).toHaveLength(1)
    await purgeUnattachedFiles(test.app.ctx, new Date(test.clock().getTime() + 25 * 3_600_000))
    expect(await test.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id))).toHaveLength(0)
  })
})
