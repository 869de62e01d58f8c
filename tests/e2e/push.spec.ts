import type { BrowserContext, Page } from '@playwright/test'
import { expect, type Lang, logIn, inOneLanguage, test as base } from './support/fixtures.ts'
import { onPage, openFromProfile, profileTexts } from './support/profile-editor.ts'
import { screenshot } from './support/screens.ts'

// The service worker shows the notifications: it runs here (the other files block it), in the
// whole Chromium, since the headless shell cannot show notifications. Each test's page is a
// context of that browser, on the viewport and with the address its project gives.
const test = base.extend({
  context: async (
    { fullChromium, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, extraHTTPHeaders },
    use,
  ) => {
    const context = await fullChromium.newContext({
      viewport,
      screen,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
      extraHTTPHeaders,
      serviceWorkers: 'allow',
    })
    await use(context)
    await context.close()
  },
})

/** What a member reads, and what a push of a decision says, in each language. */
const texts = {
  en: {
    devices: 'Signed-in devices',
    switch: 'Notifications on this device',
    on: 'Notifications are on for this device.',
    off: 'Notifications are off for this device.',
    blocked: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
    title: 'Upgrade approved',
    body: 'Welcome to Privilege membership. Tap to see your application.',
  },
  tc: {
    devices: '已登入的裝置',
    switch: '此裝置的通知',
    on: '此裝置的通知已開啟。',
    off: '此裝置的通知已關閉。',
    blocked: '瀏覽器已封鎖本網站的通知。請在瀏覽器設定中允許通知，然後再試。',
    title: '升級申請已獲批',
    body: '歡迎成為尊尚會員。按此查看您的申請。',
  },
  sc: {
    devices: '已登录的设备',
    switch: '此设备的通知',
    on: '此设备的通知已开启。',
    off: '此设备的通知已关闭。',
    blocked: '浏览器已屏蔽本网站的通知。请在浏览器设置中允许通知，然后再试。',
    title: '升级申请已获批',
    body: '欢迎成为尊尚会员。点击查看您的申请。',
  },
} as const satisfies Record<Lang, Record<string, string>>

/**
 * The browser's push service stands in the page: a subscription made there is a fake one with
 * keys of the right shape, so the portal keeps it as it would a real one.
 */
async function stubPushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const bytes = (length: number, first = 0) =>
      btoa(String.fromCharCode(first, ...Array.from({ length: length - 1 }, (_, i) => (i * 7) % 256)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    let current: object | null = null
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const endpoint = `https://push.example/e2e/${crypto.randomUUID()}`
      const key = options?.applicationServerKey as Uint8Array
      current = {
        endpoint,
        options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, keys: { p256dh: bytes(65, 4), auth: bytes(16) } }),
        unsubscribe: async () => {
          current = null
          return true
        },
      }
      return current as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null
  })
}

/** The devices page, from the profile page through the menu, as a member goes there. */
async function openDevices(page: Page, lang: Lang) {
  await openFromProfile(page, lang, profileTexts[lang], texts[lang].devices)
  await onPage(page, `/${lang}/update-profile/devices`, texts[lang].devices)
}

/** Hands the service worker a push as the browser's push service would, through the DevTools protocol. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: object) {
  const cdp = await context.newCDPSession(page)
  // The page's registration, once its worker is activated: a push handed to a worker still
  // installing or activating may go unheard.
  const ourRegistrations = new Set<string>()
  const activated = new Set<string>()
  const registration = new Promise<string>((resolve) => {
    const settle = () => {
      const ready = [...ourRegistrations].find((id) => activated.has(id))
      if (ready) resolve(ready)
    }
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const candidate of registrations) {
        if (candidate.scopeURL === `${origin}/` && !candidate.isDeleted) ourRegistrations.add(candidate.registrationId)
      }
      settle()
    })
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) if (version.status === 'activated') activated.add(version.registrationId)
      settle()
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(data) })
}

const notificationsShown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data }))
  })

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a member turns notifications on for the device, and a push shows as a notification (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
    context,
    member,
    baseURL,
  }) => {
    const t = texts[lang]
    const origin = baseURL!
    await stubPushService(context)
    await context.grantPermissions(['notifications'], { origin })
    await logIn(page, lang, member)
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await openDevices(page, lang)
    const notifications = page.getByRole('switch', { name: t.switch })
    await expect(notifications).not.toBeChecked()
    await notifications.click()
    await expect(page.getByRole('status').filter({ hasText: t.on })).toBeVisible()
    await expect(notifications).toBeChecked()
    await screenshot(page, `notifications-${lang}`, [412, 1366])

    // The portal keeps the subscription with this device's session: the page shown again says so.
    await page.reload()
    await expect(page.getByRole('switch', { name: t.switch })).toBeChecked()

    const url = `${origin}/${lang}/my-account/submitted`
    await deliverPush(context, page, origin, { title: t.title, body: t.body, url, tag: 'decision-1' })
    // The push service wakes a worker that may have stopped: on a busy machine it takes longer than a click.
    await expect
      .poll(() => notificationsShown(page), { timeout: 30_000 })
      .toEqual([{ title: t.title, body: t.body, tag: 'decision-1', data: { url } }])
    // A repeated delivery of the same push replaces its notification.
    await deliverPush(context, page, origin, { title: t.title, body: t.body, url, tag: 'decision-1' })
    await expect.poll(async () => (await notificationsShown(page)).length).toBe(1)

    await page.getByRole('switch', { name: t.switch }).click()
    await expect(page.getByRole('status').filter({ hasText: t.off })).toBeVisible()
    await expect(page.getByRole('switch', { name: t.switch })).not.toBeChecked()
  })
}

test('a browser that refuses notifications leaves the switch off and says where to allow them', async ({
  page,
  context,
  member,
}) => {
  const t = texts.en
  await stubPushService(context)
  await logIn(page, 'en', member)
  await openDevices(page, 'en')
  const notifications = page.getByRole('switch', { name: t.switch })
  await notifications.click()
  await expect(page.getByRole('status').filter({ hasText: t.blocked })).toBeVisible()
  await expect(notifications).not.toBeChecked()
  await expect(notifications).toBeDisabled()
})

const privateWindowTexts = {
  en: 'This window cannot take notifications: private browsing keeps none. Open the portal in an ordinary window to turn them on.',
  tc: '此視窗無法接收通知：私人瀏覽模式不會保留通知。請在一般視窗開啟本網站，再開啟通知。',
  sc: '此窗口无法接收通知：无痕浏览模式不会保留通知。请在普通窗口打开本网站，再开启通知。',
} as const satisfies Record<Lang, string>

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a private window, which keeps no service worker, says so instead of blaming the connection (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
    page,
    context,
    member,
  }) => {
    const t = texts[lang]
    await context.grantPermissions(['notifications'])
    // As Firefox's and Safari's private windows: notifications exist, a service worker does not.
    await context.addInitScript(() => {
      navigator.serviceWorker.getRegistration = () => Promise.resolve(undefined)
    })
    await logIn(page, lang, member)
    await openDevices(page, lang)
    const notifications = page.getByRole('switch', { name: t.switch })
    await notifications.click()
    await expect(page.getByRole('status').filter({ hasText: privateWindowTexts[lang] })).toBeVisible()
    await expect(notifications).not.toBeChecked()
  })
}
