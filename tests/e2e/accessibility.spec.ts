import type { Page } from '@playwright/test'
import { infoPageSlugs } from '#client/features/info-pages/info-page-content.ts'
import { expectAccessible } from './support/accessible.ts'
import { createMember, expect, inOneLanguage, type Lang, logIn, onPhone, test } from './support/fixtures.ts'
import { randomPhone } from './support/outbox.ts'
import { createReceiptIds } from './support/receipts.ts'
import { fillRegistrationDetails } from './support/registration-details.ts'
import { screenshot } from './support/screens.ts'
import { createStaff, signInAsStaff } from './support/staff.ts'

/** The words a person uses to reach the screens below, in each language. */
const texts = {
  en: {
    brandLink: 'Sino Club Sino Group',
    openMenu: 'Open menu',
    owner: 'Owner',
    estate: 'Estate / building',
    nothingFound: 'Nothing found.',
    upgradeQueue: 'Upgrade applications',
    parkingQueue: 'Parking applications',
    reasons: 'Rejection reasons',
  },
  tc: {
    brandLink: '信和會 信和集團',
    openMenu: '開啟選單',
    owner: '業主',
    estate: '屋苑 / 大廈',
    nothingFound: '找不到結果。',
    upgradeQueue: '升級申請',
    parkingQueue: '泊車優惠申請',
    reasons: '拒絕原因',
  },
  sc: {
    brandLink: '信和会 信和集团',
    openMenu: '打开菜单',
    owner: '业主',
    estate: '屋苑 / 大厦',
    nothingFound: '找不到结果。',
    upgradeQueue: '升级申请',
    parkingQueue: '停车优惠申请',
    reasons: '拒绝原因',
  },
} as const

/** Waits until the screen shows its heading and has loaded all it shows. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/** Opens a screen and checks it. */
async function scan(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page).toHaveURL(path)
  await settled(page)
  await expectAccessible(page, path)
}

/** The registration's steps up to the phone code, in English: each step checked as it comes. */
async function registerUpToTheCode(page: Page): Promise<void> {
  const phone = randomPhone()
  await fillRegistrationDetails(page, phone, `a${phone}@example.com`)

  await expect(page).toHaveURL('/en/registration/step-2')
  await page.getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('radio', { name: 'Not now (Ordinary membership)' }).check()
  const estate = page.getByRole('combobox', { name: 'Estate / building' })
  await estate.click()
  await estate.fill('Palazzo')
  await page.getByRole('option', { name: 'The Palazzo' }).click()
  await page.getByRole('textbox', { name: 'Flat / room' }).fill('A')
  await page.getByRole('textbox', { name: 'Floor' }).fill('12')
  await settled(page)
  await expectAccessible(page, 'registration step 2')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page).toHaveURL('/en/registration/step-3')
  await settled(page)
  await expectAccessible(page, 'registration step 3')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Newpass!123')
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Newpass!123')
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check()
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible()
  await settled(page)
  await expectAccessible(page, 'registration, phone code')
}

/**
 * The information pages share one layout: each language checks two of them, and the three
 * languages together check all five.
 */
const infoPagesOf = (lang: Lang) => {
  const first = ['en', 'tc', 'sc'].indexOf(lang) * 2
  return [infoPageSlugs[first % 5]!, infoPageSlugs[(first + 1) % 5]!]
}

/** What a member presses to reach the questions of My Profile and its closing banner, in each language. */
const profileQuestions = {
  en: {
    panel: 'Privacy and my data',
    password: 'Current password',
    close: 'Close my account',
    closeTitle: 'Close your account?',
    closeConfirm: 'Yes, close my account',
    banner: 'Closing your account',
    marketing: 'News and offers from Sino Group',
    withdrawTitle: 'Withdraw your consent to news and offers?',
  },
  tc: {
    panel: '私隱及我的資料',
    password: '現有密碼',
    close: '結束我的帳戶',
    closeTitle: '結束您的帳戶？',
    closeConfirm: '是，結束我的帳戶',
    banner: '結束帳戶',
    marketing: '信和集團的消息及優惠',
    withdrawTitle: '撤回接收消息及優惠的同意？',
  },
  sc: {
    panel: '隐私及我的信息',
    password: '现有密码',
    close: '结束我的账户',
    closeTitle: '结束您的账户？',
    closeConfirm: '是，结束我的账户',
    banner: '结束账户',
    marketing: '信和集团的消息及优惠',
    withdrawTitle: '撤回接收消息及优惠的同意？',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`${lang}: My Profile's questions (withdrawing a consent, closing the account) and its closing banner pass axe${inOneLanguage(lang, 'sc')}`, async ({
    page,
  }) => {
    const q = profileQuestions[lang]
    const member = await createMember({ language: lang, marketingConsent: true })
    await logIn(page, lang, member)
    const panel = page.getByRole('region', { name: q.panel })

    await panel.getByRole('switch', { name: q.marketing }).click()
    await expect(page.getByRole('dialog', { name: q.withdrawTitle })).toBeVisible()
    await expectAccessible(page, 'the question before withdrawing the consent')
    await page.keyboard.press('Escape')

    await panel.getByRole('textbox', { name: q.password, exact: true }).fill(member.password)
    await panel.getByRole('button', { name: q.close }).click()
    const question = page.getByRole('dialog', { name: q.closeTitle })
    await expect(question).toBeVisible()
    await expectAccessible(page, 'the question before closing the account')
    await question.getByRole('button', { name: q.closeConfirm }).click()
    await expect(page.getByRole('region', { name: q.banner, exact: true })).toBeVisible()
    await settled(page)
    await expectAccessible(page, 'My Profile with the closing banner')
  })
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  const t = texts[lang]

  test(`${lang}: the login, registration, forgotten password and information pages pass axe${onPhone(lang, 'sc')}`, async ({
    page,
  }) => {
    test.slow()
    await scan(page, `/${lang}/Login`)
    // Label in name: the brand and the language links are named first by the words they show.
    await expect(page.getByRole('link', { name: t.brandLink, exact: true })).toBeVisible()
    for (const [shown, language] of [
      ['EN', 'English'],
      ['繁', '繁體中文'],
      ['简', '简体中文'],
    ] as const)
      await expect(page.getByRole('link', { name: `${shown} ${language}`, exact: true })).toHaveText(shown)
    await screenshot(page, `a11y-login-${lang}`, [360])
    for (const path of ['forgot-password', ...infoPagesOf(lang), 'registration']) await scan(page, `/${lang}/${path}`)
    if (lang === 'en') await registerUpToTheCode(page)
    if (test.info().project.name === 'phone') {
      await page.getByRole('button', { name: t.openMenu }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, 'the menu')
    }
  })

  // The member's screens are two tests, about as long as the others, so the workers share them.
  test(`${lang}: a member's profile and its editors pass axe${onPhone(lang, 'tc')}`, async ({ page }) => {
    await logIn(page, lang, await createMember({ language: lang }))
    await settled(page)
    await expectAccessible(page, 'profile')
    for (const path of ['update-profile/personal-profile', 'update-profile/interest', 'update-profile/devices'])
      await scan(page, `/${lang}/${path}`)
  })

  test(`${lang}: the upgrade and parking forms and the receipt upload pass axe${onPhone(lang, 'tc')}`, async ({
    page,
    browser,
  }) => {
    await logIn(page, lang, await createMember({ language: lang }))

    // The upgrade form, with the estate search open on a search that finds nothing.
    await page.goto(`/${lang}/my-account/membershipUpgrade`)
    await page.getByRole('checkbox', { name: t.owner }).check()
    const estate = page.getByRole('combobox', { name: t.estate })
    await estate.click()
    await estate.fill('zzzz')
    await expect(page.getByText(t.nothingFound)).toBeVisible()
    await expectAccessible(page, 'upgrade form, estate search finding nothing')
    await screenshot(page, `a11y-nothing-found-${lang}`, [360])

    const [receiptId] = await createReceiptIds()
    await scan(page, `/${lang}/upload-receipt?id=${receiptId}`)

    // The parking form is a Privilege member's.
    const privileged = await browser.newContext()
    const driver = await privileged.newPage()
    await logIn(driver, lang, await createMember({ tier: 'privilege', language: lang }))
    await scan(driver, `/${lang}/my-account/sinoParking`)
    await privileged.close()
  })

  test(`${lang}: the staff console's sign-in, queues and rejection reasons pass axe${onPhone(lang, 'en')}`, async ({ page }) => {
    const reviewer = await createStaff('admin')
    await scan(page, `/${lang}/staff/login`)
    await signInAsStaff(page, lang, reviewer)
    await expect(page.getByRole('heading', { level: 1, name: t.upgradeQueue })).toBeVisible()
    await settled(page)
    await expectAccessible(page, 'upgrade queue')
    await page.getByRole('link', { name: t.parkingQueue }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.parkingQueue })).toBeVisible()
    await settled(page)
    await expectAccessible(page, 'parking queue')
    await page.getByRole('link', { name: t.reasons }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.reasons })).toBeVisible()
    await settled(page)
    await expectAccessible(page, 'rejection reasons')
  })
}
