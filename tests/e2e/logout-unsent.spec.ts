import type { Page } from '@playwright/test'
import { expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { applyWithUnsentDocument, parkingApplication } from './support/parking-form.ts'
import { parkingTexts } from './support/parking-texts.ts'
import { screenshot } from './support/screens.ts'

/** What a member reads logging out with documents still on the device, in each language. */
const texts = {
  en: {
    logout: 'Logout',
    title: 'Documents not sent yet',
    send: 'Send now, then log out',
    stay: 'Stay logged in',
    anyway: 'Log out and delete them',
    stillUnsent: 'No connection: 1 not sent yet.',
  },
  tc: {
    logout: '登出',
    title: '文件尚未傳送',
    send: '立即傳送，然後登出',
    stay: '保持登入',
    anyway: '登出並刪除文件',
    stillUnsent: '未能連線：仍有 1 份文件未傳送。',
  },
  sc: {
    logout: '退出登录',
    title: '文件尚未发送',
    send: '立即发送，然后退出登录',
    stay: '保持登录',
    anyway: '退出登录并删除文件',
    stillUnsent: '未能连接：仍有 1 份文件未发送。',
  },
} as const

/** Presses Logout, which the member reaches without scrolling the menu: its button lies wholly on the screen. */
async function pressLogout(page: Page, lang: Lang) {
  const logout = page
    .getByRole('navigation', { name: parkingTexts[lang].menu })
    .getByRole('button', { name: texts[lang].logout, exact: true })
  const box = await logout.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box !== null && box.x >= 0 && box.x + box.width <= width).toBe(true)
  await logout.click()
  return page.getByRole('dialog', { name: texts[lang].title })
}

test('logout with a document still on the device says so; staying keeps it; sending fails offline and says so, then goes, and logs out (en)', async ({
  page,
}) => {
  test.slow()
  const t = texts.en
  const member = await applyWithUnsentDocument(page, 'en', 'LO')

  const dialog = await pressLogout(page, 'en')
  await expect(dialog.getByRole('listitem')).toHaveText(['licence.pdf'])
  await dialog.getByRole('button', { name: t.stay }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: parkingTexts.en.kept })).toContainText('licence.pdf')

  await pressLogout(page, 'en')
  await dialog.getByRole('button', { name: t.send }).click()
  await expect(dialog.getByRole('alert')).toContainText(t.stillUnsent)
  await page.unroute('**/api/uploadImage')
  await dialog.getByRole('button', { name: t.send }).click()
  await expect(page).toHaveURL('/en/Login')

  await logIn(page, 'en', member)
  expect(await parkingApplication(page)).toMatchObject({ documentsToFollow: 0 })
})

for (const lang of ['tc', 'sc'] as const) {
  test(`logout with a document still on the device: sending it first delivers it; or the member logs out and it is deleted (${lang})${inOneLanguage(lang, 'tc')}`, async ({
    page,
  }) => {
    test.slow()
    const t = texts[lang]
    const member = await applyWithUnsentDocument(page, lang, 'LO')
    await screenshot(page, `account-menu-${lang}`, [360])
    const dialog = await pressLogout(page, lang)
    await expect(dialog.getByRole('listitem')).toHaveText(['licence.pdf'])
    await screenshot(page, `logout-unsent-${lang}`, [360])
    if (lang === 'tc') {
      await page.unroute('**/api/uploadImage')
      await dialog.getByRole('button', { name: t.send }).click()
      await expect(page).toHaveURL(`/${lang}/Login`)
      await logIn(page, lang, member)
      expect(await parkingApplication(page)).toMatchObject({ documentsToFollow: 0 })
    } else {
      await dialog.getByRole('button', { name: t.anyway }).click()
      await expect(page).toHaveURL(`/${lang}/Login`)
      await page.unroute('**/api/uploadImage')
      await logIn(page, lang, member)
      await page
        .getByRole('navigation', { name: parkingTexts[lang].menu })
        .getByRole('link', { name: parkingTexts[lang].parking })
        .click()
      await expect(page.getByText(parkingTexts[lang].toFollow)).toBeVisible()
      await expect(page.getByRole('region', { name: parkingTexts[lang].kept })).toHaveCount(0)
    }
  })
}
