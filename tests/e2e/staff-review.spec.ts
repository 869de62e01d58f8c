import { applyForParking, applyForUpgradeInEnglish } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { lastOutboxId, outbox } from './support/outbox.ts'
import { parkingTexts } from './support/parking-texts.ts'
import { screenshot } from './support/screens.ts'
import { approveOnPage, createStaff, rejectOnPage, reviewerTexts, signInAsStaff, staffSignInTexts } from './support/staff.ts'

/** What a reviewer reads in the reviewer, in each language. */
const texts = {
  en: {
    ...staffSignInTexts.en,
    ...reviewerTexts.en,
    upgradeQueue: 'Upgrade applications',
    audit: 'Audit log',
    signOut: 'Sign out',
    wrong: 'The e-mail, password or code is not right.',
    mailApproved: 'Welcome to Sino Club Privilege membership',
    parkingRejected: 'Parking rejected',
    upgradeApproved: 'Upgrade approved',
    filterAction: 'Action',
    filter: 'Filter',
    mailRejected: 'Your parking privilege application',
    unreadable: 'The document cannot be read clearly',
    vehicleMismatch: 'The plate or vehicle does not match the document',
    approvedChange: 'Status: In review → Approved',
    memberReads: 'on the page and in the e-mail: English.',
    rejectedChange: 'Reason: — → The document cannot be read clearly',
  },
  tc: {
    ...staffSignInTexts.tc,
    ...reviewerTexts.tc,
    upgradeQueue: '升級申請',
    audit: '審計記錄',
    signOut: '登出',
    wrong: '電郵、密碼或驗證碼不正確。',
    mailApproved: '歡迎成為信和會尊尚會員',
    parkingRejected: '拒絕泊車優惠申請',
    upgradeApproved: '批核升級申請',
    filterAction: '操作',
    filter: '篩選',
    mailRejected: '您的泊車優惠申請結果',
    unreadable: '文件未能清楚閱讀',
    vehicleMismatch: '車牌或車輛與文件不符',
    approvedChange: '狀態：審批中 → 已批核',
    memberReads: '以其語言看到原因：繁體中文。',
    rejectedChange: '原因：— → 文件未能清楚閱讀',
  },
  sc: {
    ...staffSignInTexts.sc,
    ...reviewerTexts.sc,
    upgradeQueue: '升级申请',
    audit: '审计记录',
    signOut: '退出登录',
    wrong: '邮箱、密码或验证码不正确。',
    mailApproved: '欢迎成为信和会尊尚会员',
    parkingRejected: '拒绝停车优惠申请',
    upgradeApproved: '批准升级申请',
    filterAction: '操作',
    filter: '筛选',
    mailRejected: '您的停车优惠申请结果',
    unreadable: '文件未能清楚阅读',
    vehicleMismatch: '车牌或车辆与文件不符',
    approvedChange: '状态：审批中 → 已批准',
    memberReads: '以其语言看到原因：简体中文。',
    rejectedChange: '原因：— → 文件未能清楚阅读',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a reviewer approves an upgrade with its documents and rejects a parking application with a reason (${lang})${inOneLanguage(lang, 'en', 'desktop')}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const t = texts[lang]
    const since = await lastOutboxId()

    // The member applies to upgrade in the browser, with a proof of address.
    const member = await createMember({ language: lang })
    await logIn(page, 'en', member)
    await page.goto('/en/my-account/membershipUpgrade')
    await applyForUpgradeInEnglish(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Your application to upgrade to Privilege' })).toBeVisible()

    // A Privilege member's parking application arrives too.
    const driver = await createMember({ tier: 'privilege', language: lang })
    await applyForParking(baseURL!, driver)

    // The reviewer signs in with password and TOTP, in a browser of their own.
    const admin = await createStaff('admin')
    const staffContext = await browser.newContext()
    const reviewer = await staffContext.newPage()
    await reviewer.goto(`/${lang}/staff/login`)
    await signInAsStaff(reviewer, lang, admin, '000000')
    await expect(reviewer.getByText(t.wrong)).toBeVisible()
    await signInAsStaff(reviewer, lang, admin)
    await expect(reviewer.getByRole('heading', { level: 1, name: t.upgradeQueue })).toBeVisible()

    await reviewer.getByRole('searchbox', { name: t.search }).fill(member.clubMemberId)
    await reviewer.getByRole('button', { name: t.searchButton }).click()
    const row = reviewer.getByRole('row').filter({ hasText: member.clubMemberId })
    await expect(row).toHaveCount(1)
    await screenshot(reviewer, `staff-queue-${lang}`, [1366, 360])
    await row.getByRole('link', { name: 'Tai Man Chan' }).click()
    await expect(reviewer.getByRole('heading', { level: 1, name: new RegExp('Tai Man Chan') })).toBeVisible()
    const documentFrame = reviewer.locator('iframe[title*="rates-bill.pdf"]')
    await expect(documentFrame).toBeVisible()
    const documentUrl = await documentFrame.getAttribute('src')
    const served = await reviewer.request.get(documentUrl!)
    expect(served.headers()['content-type']).toBe('application/pdf')
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
    await screenshot(reviewer, `staff-upgrade-${lang}`, [1366, 360])
    // An upgrade is not offered the reasons that are parking's alone.
    await reviewer.getByRole('button', { name: t.reject }).click()
    const offered = reviewer.getByRole('dialog').getByRole('combobox', { name: t.reason })
    await expect(offered.getByRole('option', { name: t.unreadable })).toBeAttached()
    await expect(offered.getByRole('option', { name: t.vehicleMismatch })).toHaveCount(0)
    await reviewer.keyboard.press('Escape')
    await expect(reviewer.getByRole('dialog')).toBeHidden()
    await approveOnPage(reviewer, lang)

    // The member's card shows Privilege and the Upgrade item is gone; the e-mail is in their language.
    await page.goto('/en/my-account/Profile')
    await expect(page.getByRole('figure', { name: 'Privilege membership card' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
    const mail = (await outbox()).filter((message) => message.id > since && message.to === `m${member.phone}@example.com`)
    expect(mail.map((message) => message.subject)).toContain(t.mailApproved)

    // The parking application is rejected with a reason; the member sees it on the prefilled form.
    await reviewer.getByRole('link', { name: t.parkingQueue }).click()
    // The queue's page comes when its code has loaded; a filter set before that is the old page's.
    await expect(reviewer.getByRole('heading', { level: 1, name: t.parkingQueue })).toBeVisible()
    await reviewer.getByRole('searchbox', { name: t.search }).fill(driver.clubMemberId)
    await reviewer.getByRole('button', { name: t.searchButton }).click()
    await reviewer.getByRole('row').filter({ hasText: driver.clubMemberId }).getByRole('link').click()
    await reviewer.getByRole('button', { name: t.reject }).click()
    const dialog = reviewer.getByRole('dialog')
    // The dialog opens on the reason, once its form has loaded, and names the member's language.
    await expect(dialog.getByRole('combobox', { name: t.reason })).toBeFocused()
    await expect(dialog.getByText(t.memberReads)).toBeVisible()
    await dialog.getByRole('button', { name: t.confirmReject }).click()
    await expect(dialog.getByRole('combobox', { name: t.reason })).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByRole('combobox', { name: t.reason })).toBeFocused()
    await dialog.getByRole('combobox', { name: t.reason }).selectOption({ label: t.unreadable })
    await dialog.getByRole('textbox', { name: t.note }).fill('The licence photo is blurred')
    await dialog.getByRole('button', { name: t.confirmReject }).click()
    await expect(reviewer.getByText(t.rejected)).toBeVisible()

    const driverPage = await browser.newPage()
    await logIn(driverPage, 'en', driver)
    await driverPage.goto('/en/my-account/sinoParking')
    await expect(driverPage.getByText('Reason: The document cannot be read clearly')).toBeVisible()
    await expect(driverPage.getByText('Note from the reviewer: The licence photo is blurred')).toBeVisible()
    await expect(driverPage.getByRole('textbox', { name: parkingTexts.en.model })).toHaveValue('Tesla Model Y')
    await driverPage.close()
    const driverMail = (await outbox()).filter((message) => message.id > since && message.to === `m${driver.phone}@example.com`)
    expect(driverMail.map((message) => message.subject)).toContain(t.mailRejected)

    // The audit log shows both decisions in the console's words, picked from its list of actions,
    // each by the member ID of the member it is about and what changed, in words too.
    await reviewer.getByRole('link', { name: t.audit }).click()
    for (const [action, who, change] of [
      [t.parkingRejected, driver, t.rejectedChange],
      [t.upgradeApproved, member, t.approvedChange],
    ] as const) {
      await reviewer.getByRole('combobox', { name: t.filterAction }).selectOption({ label: action })
      await reviewer.getByRole('button', { name: t.filter }).click()
      const entry = reviewer.getByRole('row').filter({ hasText: who.clubMemberId }).first()
      await expect(entry.getByRole('cell', { name: action, exact: true })).toBeVisible()
      await expect(entry.getByRole('listitem').filter({ hasText: change })).toBeVisible()
    }
    await expect(reviewer.getByText('parking.reject')).toHaveCount(0)
    await expect(reviewer.getByText(/unreadable|status:/)).toHaveCount(0)
    await screenshot(reviewer, `staff-audit-${lang}`, [1366, 360])
    await reviewer.getByRole('button', { name: t.signOut }).click()
    await expect(reviewer.getByRole('button', { name: t.signIn })).toBeVisible()
    await staffContext.close()
  })
}

test('a reviewer rejects a parking application still waiting for its documents, which cannot be approved yet', async ({
  page,
  browser,
  baseURL,
}) => {
  const t = texts.en
  const driver = await createMember({ tier: 'privilege' })
  await applyForParking(baseURL!, driver, { documentFollows: true })

  const staffContext = await browser.newContext()
  const reviewer = await staffContext.newPage()
  await reviewer.goto('/en/staff/login')
  await signInAsStaff(reviewer, 'en', await createStaff('reviewer'))
  await reviewer.getByRole('link', { name: t.parkingQueue }).click()
  await expect(reviewer.getByRole('heading', { level: 1, name: t.parkingQueue })).toBeVisible()
  await reviewer.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Waiting for documents' })
  await reviewer.getByRole('searchbox', { name: t.search }).fill(driver.clubMemberId)
  await reviewer.getByRole('button', { name: t.searchButton }).click()
  await reviewer.getByRole('row').filter({ hasText: driver.clubMemberId }).getByRole('link').click()
  await expect(
    reviewer.getByText(
      'This application is waiting for the member to send documents: it can be approved once they arrive, or rejected now.',
    ),
  ).toBeVisible()
  await expect(reviewer.getByRole('button', { name: t.approve })).toHaveCount(0)
  await rejectOnPage(reviewer, 'en', 'The plate or vehicle does not match the document', 'The plate is not the member’s')
  await staffContext.close()

  await logIn(page, 'en', driver)
  await page.goto('/en/my-account/sinoParking')
  await expect(page.getByText('Reason: The plate or vehicle does not match the document')).toBeVisible()
  await expect(page.getByText('Note from the reviewer: The plate is not the member’s')).toBeVisible()
})
