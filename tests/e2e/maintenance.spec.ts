import type { Page } from '@playwright/test'
import { expect, fillLogin, inOneLanguage, type Lang, logIn, loginTexts, test } from './support/fixtures.ts'
import { expectAccessible } from './support/accessible.ts'
import { installServiceWorker, persistedMemberId } from './support/offline.ts'
import { startOwnPortal } from './support/own-portal.ts'
import { screenshot } from './support/screens.ts'
import { completeInvitation, signInAsStaff } from './support/staff.ts'

/** The operator's notice, in each language. */
const notice = {
  en: 'Upgrading the membership system: back by 6 pm today.',
  tc: '會員系統升級中，今天下午六時前恢復。',
  sc: '会员系统升级中，今天下午六时前恢复。',
}

/** What the admin and the member read, in each language. */
const texts = {
  en: {
    nav: 'Maintenance',
    title: 'Maintenance notice',
    noticeIn: { en: 'Notice in English', tc: 'Notice in traditional Chinese', sc: 'Notice in simplified Chinese' },
    turnOn: 'Turn the notice on',
    turnedOn: 'The maintenance notice is on. Members see it within seconds.',
    on: 'On',
    maintenance: 'Scheduled maintenance',
    showCard: 'Show my membership card',
    card: 'Membership card',
  },
  tc: {
    nav: '系統維護',
    title: '系統維護通知',
    noticeIn: { en: '英文通知', tc: '繁體中文通知', sc: '簡體中文通知' },
    turnOn: '開啟維護通知',
    turnedOn: '維護通知已開啟，會員會在數秒內看到。',
    on: '已開啟',
    maintenance: '系統維護中',
    showCard: '出示我的會員卡',
    card: '會員卡',
  },
  sc: {
    nav: '系统维护',
    title: '系统维护通知',
    noticeIn: { en: '英文通知', tc: '繁体中文通知', sc: '简体中文通知' },
    turnOn: '开启维护通知',
    turnedOn: '维护通知已开启，会员会在数秒内看到。',
    on: '已开启',
    maintenance: '系统维护中',
    showCard: '出示我的会员卡',
    card: '会员卡',
  },
} as const

/** The group's club site under the notice: the real one is not reachable from the test machine. */
const stubClubSite = (page: Page) =>
  page.route('https://www.sino.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sino Club</title><p>Legacy club site</p>' }),
  )

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`the maintenance notice turned on by an admin sends members to it in their language, the card still opens; off, the portal is back (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
    browser,
  }) => {
    test.slow()
    const t = texts[lang]
    // A portal of its own: the notice stops every member's writes, which the shared portal's other tests make.
    const portal = await startOwnPortal()
    try {
      const admin = { email: `admin.${Date.now()}@sino.example`, password: 'Review@2026' }
      await portal.operate('staff.create', { email: admin.email, name: 'Wong Siu Ming', role: 'admin' })
      const code = await completeInvitation(admin.email, admin.password, 0, portal.url)

      // The member has opened the portal before: the service worker and the card are on the device.
      const memberContext = await browser.newContext({ baseURL: portal.url, serviceWorkers: 'allow' })
      const member = await memberContext.newPage()
      await stubClubSite(member)
      const card = await portal.createMember()
      await logIn(member, lang, card)
      await installServiceWorker(member)
      await expect.poll(() => persistedMemberId(member)).toBe(card.clubMemberId)

      const deskContext = await browser.newContext({ baseURL: portal.url })
      const desk = await deskContext.newPage()
      await desk.goto(`/${lang}/staff/login`)
      await signInAsStaff(desk, lang, { ...admin, code })
      await desk.getByRole('link', { name: t.nav }).click()
      await expect(desk.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      for (const noticeLang of ['en', 'tc', 'sc'] as const) {
        await desk.getByRole('textbox', { name: t.noticeIn[noticeLang] }).fill(notice[noticeLang])
      }
      await expectAccessible(desk, 'the maintenance switch, off')
      await screenshot(desk, `staff-maintenance-off-${lang}`, [412, 1366])
      await desk.getByRole('button', { name: t.turnOn }).click()
      await expect(desk.getByRole('status').filter({ hasText: t.turnedOn })).toBeVisible()
      await expect(desk.getByRole('heading', { level: 2, name: t.on })).toBeVisible()
      await expectAccessible(desk, 'the maintenance switch, on')
      await screenshot(desk, `staff-maintenance-${lang}`, [412, 1366])

      // The member opens the portal: the notice, in their language, over the club site.
      await member.goto(`/${lang}/my-account/Profile`)
      await expect(member).toHaveURL(`/${lang}/maintenance`)
      const dialog = member.getByRole('dialog', { name: t.maintenance })
      await expect(dialog).toContainText(notice[lang])
      await expectAccessible(member, "the operator's maintenance notice")
      await screenshot(member, `maintenance-on-${lang}`, [412, 1366])
      // Their card stays a tap away.
      await dialog.getByRole('link', { name: t.showCard }).click()
      await expect(member.getByRole('heading', { level: 1, name: t.card })).toBeVisible()
      await expect(member.getByRole('img', { name: `${loginTexts[lang].memberId} ${card.clubMemberId}` })).toBeVisible()
      // A visitor's login is a write the notice refuses: the login page, which goes without the
      // query client, turns to the notice all the same.
      const visitorContext = await browser.newContext({ baseURL: portal.url })
      const visitor = await visitorContext.newPage()
      await stubClubSite(visitor)
      await visitor.goto(`/${lang}/Login`)
      await fillLogin(visitor, lang, card)
      await expect(visitor).toHaveURL(`/${lang}/maintenance`)
      await expect(visitor.getByRole('dialog', { name: t.maintenance })).toContainText(notice[lang])
      await visitorContext.close()
      // With no signal at the venue, the card opens from the device as always.
      await memberContext.setOffline(true)
      await member.goto(`/${lang}/my-account/card`)
      await expect(member.getByRole('img', { name: `${loginTexts[lang].memberId} ${card.clubMemberId}` })).toBeVisible()
      await memberContext.setOffline(false)

      // The operator's command turns it off: the portal is back.
      await portal.operate('maintenance.off', {})
      await member.goto(`/${lang}/my-account/Profile`)
      await expect(member.getByRole('heading', { level: 1, name: loginTexts[lang].profile })).toBeVisible()
      await expect(member).toHaveURL(`/${lang}/my-account/Profile`)
      await memberContext.close()
      await deskContext.close()
    } finally {
      await portal.close()
    }
  })
}
