import net, { type AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { langs, type Lang } from '#contract/languages'
import { pushSubscriptions } from '#server/db/schema.ts'
import { translatorFor } from '#server/lib/server-messages.ts'
import { remindDocumentsDue } from '#server/modules/upgrade/document-reminders.ts'
import { createReceiptLinks } from '#server/modules/receipt/receipt-links.ts'
import { decideUpgrade } from '#server/modules/review/decisions.ts'
import { jpegWithMetadata, multipartFile } from '#tests/support/images.ts'
import { getAs, postAs, upgradePayload, uploadDocument } from './support/applications.ts'
import { deviceKeys, pushService, vapidEnv, type PushRequest } from './support/push.ts'
import { addMember, bearer, databasesFor, loginAs, startTestApp, type TestApp } from './support/test-app.ts'

const hourMs = 3_600_000

describe.each(databasesFor('pglite'))('Web Push on %s', (kind) => {
  let test: TestApp
  let service: Awaited<ReturnType<typeof pushService>>
  let env: Record<string, string>
  let endpoints = 0

  beforeAll(async () => {
    service = await pushService()
    // The test's push service is on loopback: the one private relay this portal may push to.
    env = { ...vapidEnv(), PUSH_PRIVATE_RELAY: new URL(service.url).host }
    test = await startTestApp(kind, { env, pushAgent: service.agent })
  })
  afterAll(async () => {
    await test.close()
    await service.close()
  })

  /** A member in `lang`, logged in on a device that turned notifications on. */
  async function subscribedMember(lang: Lang = 'en', member?: Awaited<ReturnType<typeof addMember>>) {
    const who = member ?? (await addMember(test, { language: lang }))
    const token = await loginAs(test, who)
    const device = deviceKeys()
    const path = `/push/device-${++endpoints}`
    const subscribed = await postAs(test, token, '/api/subscribePush', device.subscription(`${service.url}${path}`))
    expect(subscribed.json()).toMatchObject({ success: true })
    return { member: who, token, device, path }
  }

  const pushesTo = (path: string) => service.requests.filter((request) => request.path === path)
  const opened = (device: ReturnType<typeof deviceKeys>, request: PushRequest) => JSON.parse(device.decrypt(request.body))

  async function uploadReceipt(token: string, event: string) {
    const [link] = await createReceiptLinks(test.app.ctx, { event, count: 1, language: 'en' })
    const file = multipartFile('file', 'receipt.jpg', 'image/jpeg', jpegWithMetadata())
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/uploadReceipt?id=${link!.id}`,
      payload: file.body,
      headers: { 'content-type': file.contentType, ...bearer(token) },
    })
    expect(response.statusCode).toBe(200)
    return link!.id
  }

  it('offers the VAPID public key and tells whether this device has notifications on', async () => {
    const { token } = await subscribedMember()
    const settings = (await getAs(test, token, '/api/getPushSettings')).json().data
    expect(settings).toEqual({ publicKey: env.VAPID_PUBLIC_KEY, subscribed: true })
    const otherDevice = await loginAs(test, (await subscribedMember()).member)
    expect((await getAs(test, otherDevice, '/api/getPushSettings')).json().data.subscribed).toBe(false)
  })

  it('sends a decision to the device encrypted for it, in the member language, linking to its page (201)', async () => {
    const { member, token, device, path } = await subscribedMember('tc')
    const documentId = await uploadDocument(test, token)
    await postAs(test, token, '/api/createUpgradeForm', upgradePayload({ addressDocumentId: [documentId] }))
    await decideUpgrade(test.app.ctx, { clubMemberId: member.clubMemberId, decision: 'approve' })
    const [request] = pushesTo(path)
    expect(request!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' })
    expect(request!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/)
    const message = opened(device, request!)
    const LL = translatorFor('tc')
    expect(message).toMatchObject({
      title: LL.mail.pushUpgradeApprovedTitle(),
      body: LL.mail.pushUpgradeApprovedBody(),
      url: `${test.app.ctx.config.publicUrl}/tc/my-account/submitted`,
    })
    expect(message.title).toBe('升級申請已獲批')
    // The job is done: nothing is left to send again.
    expect(await test.app.ctx.jobs.runDue()).toBe(0)
    expect(pushesTo(path)).toHaveLength(1)
  })

  it('tells each member of an accepted receipt in their own language, on every device of theirs', async () => {
    for (const lang of langs) {
      const first = await subscribedMember(lang)
      const second = await subscribedMember(lang, first.member)
      const receiptId = await uploadReceipt(first.token, 'Lantern Night')
      const LL = translatorFor(lang)
      for (const device of [first, second]) {
        const [request] = pushesTo(device.path)
        expect(opened(device.device, request!)).toMatchObject({
          title: LL.mail.pushReceiptAcceptedTitle(),
          body: LL.mail.pushReceiptAcceptedBody({ event: 'Lantern Night' }),
          url: `${test.app.ctx.config.publicUrl}/${lang}/upload-receipt?id=${receiptId}`,
        })
      }
    }
  })

  it('tries a push again after a push service failure, with the same tag, and sends it once', async () => {
    const { token, device, path } = await subscribedMember('sc')
    service.answerNext(503)
    await uploadReceipt(token, 'Harbour Run')
    expect(pushesTo(path)).toHaveLength(1)
    test.clock.advance(60_000)
    await test.app.ctx.jobs.runDue()
    expect(pushesTo(path)).toHaveLength(2)
    const [failed, sent] = pushesTo(path)
    expect(opened(device, sent!)).toEqual(opened(device, failed!))
    expect(opened(device, sent!).body).toBe('我们已收到您于“Harbour Run”的收据。')
    test.clock.advance(3 * hourMs)
    await test.app.ctx.jobs.runDue()
    expect(pushesTo(path)).toHaveLength(2)
  })

  it('removes a subscription the push service answers 410 for', async () => {
    const { member, token, path } = await subscribedMember()
    service.answerNext(410)
    await uploadReceipt(token, 'Gone Night')
    expect(pushesTo(path)).toHaveLength(1)
    const left = await test.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id))
    expect(left).toEqual([])
    expect((await getAs(test, token, '/api/getPushSettings')).json().data.subscribed).toBe(false)
    await uploadReceipt(token, 'Silent Night')
    expect(pushesTo(path)).toHaveLength(1)
  })

  it('forgets a device at logout, at a new password, and when it turns notifications off', async () => {
    const kept = async (memberId: string) =>
      (await test.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId))).length
    const out = await subscribedMember()
    await postAs(test, out.token, '/api/logout', {})
    expect(await kept(out.member.id)).toBe(0)

    const phone = await subscribedMember()
    const laptop = await subscribedMember('en', phone.member)
    expect(await kept(phone.member.id)).toBe(2)
    const changed = await postAs(test, laptop.token, '/api/changePassword', {
      oldPassword: phone.member.password,
      newPassword: 'Other@4567',
    })
    expect(changed.json(), changed.body).toMatchObject({ success: true })
    // The phone's session ended with the new password, and its subscription with it.
    expect(await kept(phone.member.id)).toBe(1)
    await postAs(test, laptop.token, '/api/unsubscribePush', {})
    expect(await kept(phone.member.id)).toBe(0)
  })

  it('reminds once, at 24 hours left, of documents an application still waits for', async () => {
    const { token, device, path } = await subscribedMember('tc')
    const created = (await postAs(test, token, '/api/createUpgradeForm', upgradePayload())).json()
    expect(created).toMatchObject({ success: true })
    test.clock.advance(23 * hourMs)
    expect(await remindDocumentsDue(test.app.ctx)).toBe(0)
    test.clock.advance(1 * hourMs + 60_000)
    expect(await remindDocumentsDue(test.app.ctx)).toBe(1)
    expect(await remindDocumentsDue(test.app.ctx)).toBe(0)
    const requests = pushesTo(path)
    expect(requests).toHaveLength(1)
    expect(opened(device, requests[0]!)).toMatchObject({
      title: translatorFor('tc').mail.pushUpgradeDocumentsDueTitle(),
      url: `${test.app.ctx.config.publicUrl}/tc/my-account/submitted`,
    })
  })

  it('tells the member when the 48-hour rule rejects an application still without documents', async () => {
    const { device, path, token } = await subscribedMember('sc')
    expect((await postAs(test, token, '/api/createUpgradeForm', upgradePayload())).json()).toMatchObject({ success: true })
    test.clock.advance(48 * hourMs + 60_000)
    await test.app.ctx.jobs.runDue()
    const requests = pushesTo(path)
    expect(requests).toHaveLength(1)
    expect(opened(device, requests[0]!)).toMatchObject({
      title: translatorFor('sc').mail.pushUpgradeRejectedTitle(),
      url: `${test.app.ctx.config.publicUrl}/sc/my-account/submitted`,
    })
  })

  it('refuses, at subscribe and again at send, an endpoint inside the network, and never connects to it', async () => {
    const { member, token } = await subscribedMember()
    const LL = translatorFor('en')
    for (const endpoint of [
      'https://127.0.0.1:5432/',
      'https://[::1]:6379/',
      'https://10.0.0.1:8443/admin',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      `${service.url.replace(/\d+$/, (port) => String(Number(port) + 1))}/push/next-port`,
    ]) {
      const refused = await postAs(test, token, '/api/subscribePush', deviceKeys().subscription(endpoint))
      expect(refused.statusCode, endpoint).toBe(400)
      expect(refused.json().msg).toBe(LL.server.pushServiceRefused())
    }
    const browsers = await postAs(
      test,
      token,
      '/api/subscribePush',
      deviceKeys().subscription('https://fcm.googleapis.com/fcm/send/abc'),
    )
    expect(browsers.json()).toMatchObject({ success: true })

    // A subscription kept before the rule, at a listener inside: the push is dropped unsent.
    const connections: number[] = []
    const inside = net.createServer((socket) => {
      connections.push(1)
      socket.destroy()
    })
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve))
    try {
      const endpoint = `https://127.0.0.1:${(inside.address() as AddressInfo).port}/internal-api/ok`
      await test.app.ctx.db.update(pushSubscriptions).set({ endpoint }).where(eq(pushSubscriptions.memberId, member.id))
      await uploadReceipt(token, 'Inside Night')
      test.clock.advance(3 * hourMs)
      await test.app.ctx.jobs.runDue()
      expect(connections).toEqual([])
      expect(await test.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member.id))).toEqual([])
    } finally {
      await new Promise<void>((resolve) => inside.close(() => resolve()))
    }
  })

  it('keeps at most ten devices of a member, replacing the longest-kept', async () => {
    const first = await subscribedMember()
    for (let device = 0; device < 11; device += 1) {
      test.clock.advance(1000)
      await subscribedMember('en', first.member)
    }
    const kept = await test.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, first.member.id))
    expect(kept).toHaveLength(10)
    expect((await getAs(test, first.token, '/api/getPushSettings')).json().data.subscribed).toBe(false)
  })

  it('refuses a subscription that is not a push service address, and answers 404 where push is not configured', async () => {
    const { token } = await subscribedMember()
    const bad = await postAs(test, token, '/api/subscribePush', deviceKeys().subscription('http://127.0.0.1/push'))
    expect(bad.statusCode).toBe(400)
    const plain = await startTestApp(kind, { sharing: test, env: {} })
    try {
      const other = await loginAs(plain, await addMember(plain))
      expect((await getAs(plain, other, '/api/getPushSettings')).json().data).toEqual({ publicKey: null, subscribed: false })
      const refused = await postAs(plain, other, '/api/subscribePush', deviceKeys().subscription(`${service.url}/push/x`))
      expect(refused.statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
