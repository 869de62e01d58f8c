import fs from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'
import { createStaff, signInAsStaff } from './support/staff.ts'

/** What a member and a reviewer read about the member's own data, in each language. */
const texts = {
  en: {
    panel: 'Privacy and my data',
    prepare: 'Prepare my data',
    ready: /ready to download until/,
    json: 'Download data file (JSON)',
    html: 'Download readable page (HTML)',
    memberIdLabel: 'Member ID',
    withdraw: 'Withdraw my consent',
    withdrawn: 'Your consent to news and offers is withdrawn.',
    withdrawnOn: /^Withdrawn /,
    marketing: 'News and offers from Sino Group',
    withdrawTitle: 'Withdraw your consent to news and offers?',
    given: 'Your consent to news and offers is given.',
    givenOn: /^Given /,
    closePopup: 'Close',
    password: 'Current password',
    close: 'Close my account',
    closing: /Your account will be closed on/,
    closeTitle: 'Close your account?',
    closeConfirm: 'Yes, close my account',
    banner: 'Closing your account',
    bannerText: /^Your account will be closed on .+\. Until then you can cancel\.$/,
    cancelClosing: 'Cancel closing my account',
    cancelled: 'Your account will not be closed.',
    requests: 'Requests to close an account',
    waiting: 'Waiting',
  },
  tc: {
    panel: '私隱及我的資料',
    prepare: '準備我的資料',
    ready: /已可下載/,
    json: '下載資料檔案（JSON）',
    html: '下載可閱讀網頁（HTML）',
    memberIdLabel: '會員編號',
    withdraw: '撤回我的同意',
    withdrawn: '您已撤回接收消息及優惠的同意。',
    withdrawnOn: /^於 .* 撤回$/,
    marketing: '信和集團的消息及優惠',
    withdrawTitle: '撤回接收消息及優惠的同意？',
    given: '您已同意接收消息及優惠。',
    givenOn: /^於 .* 給予$/,
    closePopup: '關閉',
    password: '現有密碼',
    close: '結束我的帳戶',
    closing: /您的帳戶將於/,
    closeTitle: '結束您的帳戶？',
    closeConfirm: '是，結束我的帳戶',
    banner: '結束帳戶',
    bannerText: /^您的帳戶將於 .+ 結束。在此之前，您可以取消。$/,
    cancelClosing: '取消結束帳戶',
    cancelled: '您的帳戶不會結束。',
    requests: '結束帳戶的要求',
    waiting: '等候中',
  },
  sc: {
    panel: '隐私及我的信息',
    prepare: '准备我的信息',
    ready: /已可下载/,
    json: '下载信息文件（JSON）',
    html: '下载可阅读网页（HTML）',
    memberIdLabel: '会员编号',
    withdraw: '撤回我的同意',
    withdrawn: '您已撤回接收消息及优惠的同意。',
    withdrawnOn: /^于 .* 撤回$/,
    marketing: '信和集团的消息及优惠',
    withdrawTitle: '撤回接收消息及优惠的同意？',
    given: '您已同意接收消息及优惠。',
    givenOn: /^于 .* 给予$/,
    closePopup: '关闭',
    password: '现有密码',
    close: '结束我的账户',
    closing: /您的账户将于/,
    closeTitle: '结束您的账户？',
    closeConfirm: '是，结束我的账户',
    banner: '结束账户',
    bannerText: /^您的账户将于 .+ 结束。在此之前，您可以取消。$/,
    cancelClosing: '取消结束账户',
    cancelled: '您的账户不会结束。',
    requests: '结束账户的要求',
    waiting: '等候中',
  },
} as const satisfies Record<Lang, Record<string, string | RegExp>>

/** Presses a download button and answers what arrived on the device. */
async function downloaded(page: Page, name: string): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()])
  return { file, text: fs.readFileSync(await file.path(), 'utf8') }
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a member downloads their data and asks to close the account; staff see it (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
    browser,
  }) => {
    test.slow()
    const t = texts[lang]
    const member = await createMember({ language: lang, marketingConsent: true })
    await logIn(page, lang, member)
    const panel = page.getByRole('region', { name: t.panel })

    await panel.getByRole('button', { name: t.prepare }).click()
    await expect(panel.getByText(t.ready)).toBeVisible()
    const json = await downloaded(page, t.json)
    expect(json.file.suggestedFilename()).toBe('sino-club-my-data.json')
    expect(JSON.parse(json.text)).toMatchObject({ clubMemberId: member.clubMemberId, name: 'Tai Man Chan' })
    const html = await downloaded(page, t.html)
    expect(html.file.suggestedFilename()).toBe('sino-club-my-data.html')
    expect(html.text).toContain('Tai Man Chan')
    // The readable page on a phone: labels in the member's language, and nothing wider than the screen.
    const readable = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await readable.setContent(html.text)
    await expect(readable.getByRole('term').filter({ hasText: t.memberIdLabel }).first()).toBeVisible()
    expect(await readable.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(readable, `my-data-readable-${lang}`)
    await readable.close()

    await panel.getByRole('textbox', { name: t.password, exact: true }).fill(member.password)
    await panel.getByRole('button', { name: t.close }).click()
    await page.getByRole('dialog', { name: t.closeTitle }).getByRole('button', { name: t.closeConfirm }).click()
    await expect(panel.getByText(t.closing)).toBeVisible()
    await screenshot(page, `privacy-${lang}`)

    const staff = await createStaff('reviewer')
    const desk = await (await browser.newContext()).newPage()
    await desk.goto(`/${lang}/staff/login`)
    await signInAsStaff(desk, lang, staff)
    await expect(desk).not.toHaveURL(/staff\/login/)
    await desk.goto(`/${lang}/staff/members`)
    const requests = desk.getByRole('region', { name: t.requests })
    const row = requests.getByRole('row').filter({ hasText: member.clubMemberId })
    await expect(row).toContainText(t.waiting)
    await expect(row).toContainText('Tai Man Chan')
    await screenshot(desk, `staff-closing-${lang}`)
  })
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`withdrawing the consent to news and offers asks first, and its switch gives it again with the new date (${lang})${inOneLanguage(lang, 'tc')}`, async ({
    page,
  }) => {
    const t = texts[lang]
    const member = await createMember({ language: lang, marketingConsent: true })
    await logIn(page, lang, member)
    const panel = page.getByRole('region', { name: t.panel })
    const consent = panel.getByRole('switch', { name: t.marketing })
    await expect(consent).toBeChecked()

    // One press only asks; closing the question keeps the consent.
    await consent.click()
    const question = page.getByRole('dialog', { name: t.withdrawTitle })
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: t.closePopup }).click()
    await expect(question).toBeHidden()
    await expect(consent).toBeChecked()

    await consent.click()
    await question.getByRole('button', { name: t.withdraw }).click()
    await expect(page.getByText(t.withdrawn)).toBeVisible()
    await expect(panel.getByText(t.withdrawnOn)).toBeVisible()
    await expect(consent).not.toBeChecked()
    await screenshot(page, `consent-withdrawn-${lang}`)

    await consent.click()
    await expect(page.getByText(t.given)).toBeVisible()
    await expect(panel.getByText(t.givenOn)).toBeVisible()
    await expect(consent).toBeChecked()
  })
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`closing the account asks first, then a banner at the top of My Profile says when, until it is cancelled (${lang})${inOneLanguage(lang, 'en')}`, async ({
    page,
  }) => {
    const t = texts[lang]
    const member = await createMember({ language: lang })
    await logIn(page, lang, member)
    const panel = page.getByRole('region', { name: t.panel })
    const banner = page.getByRole('region', { name: t.banner, exact: true })
    await expect(banner).toHaveCount(0)

    // Saying no sends nothing.
    await panel.getByRole('textbox', { name: t.password, exact: true }).fill(member.password)
    await panel.getByRole('button', { name: t.close }).click()
    const question = page.getByRole('dialog', { name: t.closeTitle })
    await expect(question).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(question).toBeHidden()
    await expect(panel.getByText(t.closing)).toHaveCount(0)

    await panel.getByRole('button', { name: t.close }).click()
    await question.getByRole('button', { name: t.closeConfirm }).click()
    await expect(panel.getByText(t.closing)).toBeVisible()
    // The banner stays at the top of My Profile, above its heading, on every visit.
    await page.reload()
    await expect(banner.getByText(t.bannerText)).toBeVisible()
    const bannerTop = (await banner.boundingBox())!.y
    expect(bannerTop).toBeLessThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y)
    await screenshot(page, `closing-banner-${lang}`)

    await banner.getByRole('button', { name: t.cancelClosing }).click()
    await expect(page.getByText(t.cancelled)).toBeVisible()
    await expect(banner).toHaveCount(0)
    await expect(panel.getByRole('button', { name: t.close })).toBeVisible()
  })
}
