import type { Page } from '@playwright/test'
import { expect, type Lang, logIn, loginTexts, inOneLanguage, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/** What a member reads about their signed-in devices, in each language. */
const texts = {
  en: {
    updateProfile: 'Update profile',
    devices: 'Signed-in devices',
    notifications: 'Notifications',
    passkeys: 'Passkeys',
    thisDevice: 'This device',
    signOutIpad: 'Sign out Safari · iPad',
    signedOut: 'The device was signed out.',
    signOutOthers: 'Sign out all other devices',
    othersSignedOut: 'Signed out of 1 other device.',
    noOthers: 'You are not signed in on any other device.',
  },
  tc: {
    updateProfile: '更新個人資料',
    devices: '已登入的裝置',
    notifications: '通知',
    passkeys: '通行密鑰',
    thisDevice: '此裝置',
    signOutIpad: '登出 Safari · iPad',
    signedOut: '該裝置已登出。',
    signOutOthers: '登出所有其他裝置',
    othersSignedOut: '已登出其他 1 部裝置。',
    noOthers: '您沒有在其他裝置登入。',
  },
  sc: {
    updateProfile: '更新个人信息',
    devices: '已登录的设备',
    notifications: '通知',
    passkeys: '通行密钥',
    thisDevice: '此设备',
    signOutIpad: '让 Safari · iPad 退出登录',
    signedOut: '该设备已退出登录。',
    signOutOthers: '让所有其他设备退出登录',
    othersSignedOut: '已让其他 1 台设备退出登录。',
    noOthers: '您没有在其他设备登录。',
  },
} as const satisfies Record<Lang, Record<string, string>>

const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1'
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

/** The member's profile page, opened afresh on a device: it shows the profile only with a valid session. */
const profileShown = (page: Page, lang: Lang) => page.getByRole('heading', { level: 1, name: loginTexts[lang].profile })

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a member sees the devices signed in and signs the others out (${lang})${inOneLanguage(lang, 'en')}`, async ({
    page,
    browser,
    member,
    extraHTTPHeaders,
  }) => {
    test.slow()
    const t = texts[lang]
    const onIpad = await browser.newContext({ userAgent: ipad, extraHTTPHeaders })
    const onAndroid = await browser.newContext({ userAgent: android, extraHTTPHeaders })
    try {
      const tablet = await onIpad.newPage()
      const phone = await onAndroid.newPage()
      await logIn(tablet, lang, member)
      await logIn(phone, lang, member)
      await logIn(page, lang, member)

      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${t.updateProfile}`) })
        .click()
      await page.getByRole('link', { name: new RegExp(`^${t.devices}`) }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.devices })).toBeVisible()
      const list = page.getByRole('list', { name: t.devices }).getByRole('listitem')
      await expect(list).toHaveCount(3)
      await expect(list.first()).toContainText(t.thisDevice)
      await expect(list.filter({ hasText: 'Chrome · Android' }).filter({ hasNotText: t.thisDevice })).toHaveCount(1)
      await screenshot(page, `devices-${lang}`, [360, 1366])
      // The page's section headings look alike: notifications as passkeys.
      const look = (name: string) =>
        page
          .getByRole('heading', { level: 2, name, exact: true })
          .evaluate((heading) => [getComputedStyle(heading).fontFamily, getComputedStyle(heading).fontSize].join(' '))
      expect(await look(t.notifications)).toBe(await look(t.passkeys))

      await page.getByRole('button', { name: t.signOutIpad }).click()
      await expect(page.getByRole('status').filter({ hasText: t.signedOut })).toBeVisible()
      await expect(list).toHaveCount(2)
      await tablet.reload()
      await expect(tablet).toHaveURL(`/${lang}/Login`)

      await page.getByRole('button', { name: t.signOutOthers }).click()
      await expect(page.getByRole('status').filter({ hasText: t.othersSignedOut })).toBeVisible()
      await expect(page.getByText(t.noOthers)).toBeVisible()
      await expect(list).toHaveCount(1)
      await phone.reload()
      await expect(phone).toHaveURL(`/${lang}/Login`)

      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: t.devices })).toBeVisible()
      await page.goto(`/${lang}/my-account/Profile`)
      await expect(profileShown(page, lang)).toBeVisible()
    } finally {
      await onIpad.close()
      await onAndroid.close()
    }
  })
}
