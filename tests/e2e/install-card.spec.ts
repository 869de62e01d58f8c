import type { Browser, Page } from '@playwright/test'
import { expectAccessible } from './support/accessible.ts'
import { expect, type Lang, logIn, loginTexts, inOneLanguage, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/** What a member reads of the card that puts the portal on the home screen, in each language. */
const texts = {
  en: {
    menu: 'Open your browser’s menu and choose “Install app” or “Add to Home screen”.',
    title: 'Add the club to your Home Screen',
    steps: ['Tap Share in the toolbar', 'Choose “Add to Home Screen”', 'Tap “Add”'],
    close: 'Stop suggesting Add to Home Screen',
    install: 'Install the portal',
  },
  tc: {
    menu: '開啟瀏覽器選單，選擇「安裝應用程式」或「加至主畫面」。',
    title: '把信和會加至主畫面',
    steps: ['點按工具列的「分享」', '選擇「加至主畫面」', '點按「新增」'],
    close: '不再顯示加至主畫面的提示',
    install: '安裝會員平台',
  },
  sc: {
    menu: '打开浏览器菜单，选择“安装应用”或“添加到主屏幕”。',
    title: '将信和会添加到主屏幕',
    steps: ['轻点工具栏中的“分享”', '选择“添加到主屏幕”', '轻点“添加”'],
    close: '不再显示添加到主屏幕的提示',
    install: '安装会员平台',
  },
} as const satisfies Record<Lang, Record<string, unknown>>

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function onIphone(browser: Browser, extraHTTPHeaders: Record<string, string> | undefined) {
  return browser.newContext({
    userAgent: iphone,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders,
  })
}

const card = (page: Page, lang: Lang) => page.getByRole('region', { name: texts[lang].title })

/**
 * My Profile has loaded all it loads (the card comes in a chunk of its own, after the profile):
 * only then does a card that is not there say anything.
 */
async function profileSettled(page: Page, lang: Lang) {
  await expect(page.getByRole('heading', { level: 1, name: loginTexts[lang].profile })).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: loginTexts[lang].memberId })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`on an iPhone My Profile shows the Share steps, and once closed the card stays away (${lang})${inOneLanguage(lang, 'tc')}`, async ({
    browser,
    member,
    extraHTTPHeaders,
  }) => {
    test.slow()
    const t = texts[lang]
    const context = await onIphone(browser, extraHTTPHeaders)
    try {
      const page = await context.newPage()
      await logIn(page, lang, member)
      await expect(card(page, lang)).toBeVisible()
      await expect(card(page, lang).getByRole('listitem')).toHaveText([...t.steps])
      await expect(card(page, lang).getByRole('button', { name: t.install })).toHaveCount(0)
      await expectAccessible(page, 'My Profile with the Share steps')
      await screenshot(page, `install-card-iphone-${lang}`, [390, 1366])

      await card(page, lang).getByRole('button', { name: t.close }).click()
      await expect(card(page, lang)).toHaveCount(0)
      await expect(page.getByRole('main')).toBeFocused()
      await page.reload()
      await profileSettled(page, lang)
      await expect(card(page, lang)).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`where the browser offers the install, the card's button opens its prompt (${lang})${inOneLanguage(lang, 'en', 'desktop')}`, async ({
    page,
    member,
  }) => {
    const t = texts[lang]
    await logIn(page, lang, member)
    await profileSettled(page, lang)
    // Before the browser offers the install: on Android the way through the browser's menu, on
    // a desktop nothing (no steps to give, so no card).
    if (test.info().project.name === 'phone') {
      await expect(card(page, lang)).toContainText(t.menu)
      await expect(card(page, lang).getByRole('button', { name: t.install })).toHaveCount(0)
    } else await expect(card(page, lang)).toHaveCount(0)

    const defaultPrevented = await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true })
      const seen = window as unknown as { prompted: number }
      seen.prompted = 0
      Object.assign(offer, {
        prompt: async () => {
          seen.prompted += 1
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      window.dispatchEvent(offer)
      return offer.defaultPrevented
    })
    // The browser's own banner is held back: the card offers the install instead.
    expect(defaultPrevented).toBe(true)
    await expect(card(page, lang).getByRole('button', { name: t.install })).toBeVisible()
    await expectAccessible(page, 'My Profile with the install button')
    await card(page, lang).getByRole('button', { name: t.install }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1)
    // Installed: nothing left to suggest.
    await expect(card(page, lang)).toHaveCount(0)
  })
}

test('the portal opened from the home screen suggests no install @phone', async ({ browser, member, extraHTTPHeaders }) => {
  const context = await onIphone(browser, extraHTTPHeaders)
  try {
    // No browser lets a test switch its display mode: the page is told it runs standalone.
    await context.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window)
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
          : matchMedia(query)
    })
    const page = await context.newPage()
    await logIn(page, 'sc', member)
    await profileSettled(page, 'sc')
    await expect(card(page, 'sc')).toHaveCount(0)
  } finally {
    await context.close()
  }
})
