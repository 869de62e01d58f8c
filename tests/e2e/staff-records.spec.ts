import { readFile } from 'node:fs/promises'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { receiptPicture, receiptTexts } from './support/receipts.ts'
import { screenshot } from './support/screens.ts'
import { lastOutboxId } from './support/outbox.ts'
import { completeInvitation, createStaff, signInAsStaff, staffSignInTexts } from './support/staff.ts'

/** What an admin reads on the desk's members, receipts and admin pages, in each language. */
const texts = {
  en: {
    ...staffSignInTexts.en,
    upgradeQueue: 'Upgrade applications',
    parkingQueue: 'Parking applications',
    receipts: 'Receipts',
    receiptsTitle: 'Event receipts',
    eventName: "Event's name",
    linkCount: 'Number of links',
    issueLinks: 'Issue links',
    issued: (count: number, event: string) => `${count} links issued for ${event}.`,
    issuedLinks: 'Links (one per line)',
    downloadCsv: 'Download CSV',
    csvHeader: '"Event","Received (Hong Kong time)","Member ID","Sent by"',
    members: 'Members',
    memberSearch: 'Search by member ID, phone, e-mail or name',
    searchButton: 'Search',
    memberTitle: 'Member: Tai Man Chan',
    card: 'Membership card',
    receiptsSent: 'Receipts sent',
    endSessions: 'End all sessions',
    endSessionsConfirm: 'End all sessions now',
    sessionsEnded: /session(s)? ended\./,
    noDevices: '0 devices logged in',
    audit: 'Audit log',
    from: 'From',
    to: 'To',
    filter: 'Filter',
    accounts: 'Staff accounts',
    name: 'Name',
    createAccount: 'Create the account',
    created: /An invitation was e-mailed to/,
    invited: 'Invited: not set up yet',
    disable: 'Disable',
    enable: 'Enable',
    endedSessions: "Member's sessions ended",
    exported: 'Receipts exported (CSV)',
    referrals: 'Referral codes',
    referralCode: 'Referral code',
    tenant: 'Tenant',
    createReferral: 'Create the code',
    unused: 'Not used',
  },
  tc: {
    ...staffSignInTexts.tc,
    upgradeQueue: '升級申請',
    parkingQueue: '泊車優惠申請',
    receipts: '收據',
    receiptsTitle: '活動收據',
    eventName: '活動名稱',
    linkCount: '連結數目',
    issueLinks: '發出連結',
    issued: (count: number, event: string) => `已為${event}發出${count}條連結。`,
    issuedLinks: '連結（每行一條）',
    downloadCsv: '下載CSV',
    csvHeader: '"活動","收到時間（香港時間）","會員編號","提交者"',
    members: '會員',
    memberSearch: '搜尋會員編號、手機號碼、電郵或姓名',
    searchButton: '搜尋',
    memberTitle: '會員: Tai Man Chan',
    card: '會員卡',
    receiptsSent: '已提交的收據',
    endSessions: '結束所有登入',
    endSessionsConfirm: '立即結束所有登入',
    sessionsEnded: /已結束\d+個登入。/,
    noDevices: '0部裝置已登入',
    audit: '審計記錄',
    from: '由',
    to: '至',
    filter: '篩選',
    accounts: '職員帳戶',
    name: '姓名',
    createAccount: '建立帳戶',
    created: /邀請已電郵至/,
    invited: '已邀請：尚未設定',
    disable: '停用',
    enable: '啟用',
    endedSessions: '結束會員所有登入',
    exported: '匯出收據（CSV）',
    referrals: '推薦碼',
    referralCode: '推薦碼',
    tenant: '租戶',
    createReferral: '建立推薦碼',
    unused: '未使用',
  },
  sc: {
    ...staffSignInTexts.sc,
    upgradeQueue: '升级申请',
    parkingQueue: '停车优惠申请',
    receipts: '收据',
    receiptsTitle: '活动收据',
    eventName: '活动名称',
    linkCount: '链接数目',
    issueLinks: '发出链接',
    issued: (count: number, event: string) => `已为${event}发出${count}条链接。`,
    issuedLinks: '链接（每行一条）',
    downloadCsv: '下载CSV',
    csvHeader: '"活动","收到时间（香港时间）","会员编号","提交者"',
    members: '会员',
    memberSearch: '搜索会员编号、手机号码、电子邮箱或姓名',
    searchButton: '搜索',
    memberTitle: '会员: Tai Man Chan',
    card: '会员卡',
    receiptsSent: '已提交的收据',
    endSessions: '结束所有登录',
    endSessionsConfirm: '立即结束所有登录',
    sessionsEnded: /已结束\d+个登录。/,
    noDevices: '0台设备已登录',
    audit: '审计记录',
    from: '从',
    to: '至',
    filter: '筛选',
    accounts: '职员账户',
    name: '姓名',
    createAccount: '创建账户',
    created: /邀请已通过电子邮件发送至/,
    invited: '已邀请：尚未设置',
    disable: '停用',
    enable: '启用',
    endedSessions: '结束会员所有登录',
    exported: '导出收据（CSV）',
    referrals: '推荐码',
    referralCode: '推荐码',
    tenant: '租户',
    createReferral: '创建推荐码',
    unused: '未使用',
  },
} as const

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Today in Hong Kong as a date input takes it. */
const hongKongDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(at)

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`an admin issues receipt links, a member sends a receipt, and the admin exports it, reads the member and ends their sessions (${lang})${inOneLanguage(lang, 'en', 'desktop')}`, async ({
    page,
    browser,
  }) => {
    test.slow()
    const startedAt = new Date()
    const t = texts[lang]
    const admin = await createStaff('admin')
    const staffContext = await browser.newContext()
    const desk = await staffContext.newPage()
    await desk.goto(`/${lang}/staff/login`)
    await signInAsStaff(desk, lang, admin)
    await expect(desk.getByRole('heading', { level: 1, name: t.upgradeQueue })).toBeVisible()

    // Links for an event's attendees, issued from the desk.
    const event = `Lantern Night ${unique()}`
    await desk.getByRole('link', { name: t.receipts, exact: true }).click()
    await expect(desk.getByRole('heading', { level: 1, name: t.receiptsTitle })).toBeVisible()
    await desk.getByRole('textbox', { name: t.eventName }).fill(event)
    await desk.getByRole('textbox', { name: t.linkCount }).fill('2')
    await desk.getByRole('button', { name: t.issueLinks }).click()
    await expect(desk.getByText(t.issued(2, event))).toBeVisible()
    const links = (await desk.getByRole('textbox', { name: t.issuedLinks }).inputValue()).trim().split('\n')
    expect(links).toHaveLength(2)
    await screenshot(desk, `staff-receipt-links-${lang}`, [1366, 360])

    // A member signed in on their phone sends a receipt through one of them.
    const member = await createMember({ language: lang })
    await logIn(page, lang, member)
    const link = new URL(links[0]!)
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByLabel(receiptTexts[lang].file).setInputFiles(receiptPicture('taxi-receipt.png'))
    await page.getByRole('button', { name: receiptTexts[lang].submit }).click()
    await expect(page.getByRole('heading', { level: 2, name: receiptTexts[lang].success })).toBeVisible()

    // The event's page shows the receipt, its picture and who sent it; the CSV carries them.
    await desk.reload()
    await desk.getByRole('link', { name: event }).click()
    const row = desk.getByRole('row').filter({ hasText: member.clubMemberId })
    await expect(row.getByRole('link', { name: `Tai Man Chan (${member.clubMemberId})` })).toBeVisible()
    await expect(row.getByRole('img')).toHaveJSProperty('complete', true)
    expect(await row.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await screenshot(desk, `staff-event-receipts-${lang}`, [1366, 360])
    const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('link', { name: t.downloadCsv }).click()])
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.startsWith(`\uFEFF${t.csvHeader}`)).toBe(true)
    expect(csv).toContain(`"${event}"`)
    expect(csv).toContain(`"${member.clubMemberId}","Tai Man Chan","taxi-receipt.png"`)

    // The member's page, found by phone: card, receipts, and the end of every session.
    await desk.getByRole('link', { name: t.members, exact: true }).click()
    await desk.getByRole('searchbox', { name: t.memberSearch }).fill(member.phone)
    await desk.getByRole('button', { name: t.searchButton }).click()
    await expect(desk.getByRole('row').filter({ hasText: member.clubMemberId })).toHaveCount(1)
    await screenshot(desk, `staff-members-${lang}`, [1366, 360])
    await desk.getByRole('row').filter({ hasText: member.clubMemberId }).getByRole('link').click()
    await expect(desk.getByRole('heading', { level: 1, name: t.memberTitle })).toBeVisible()
    await expect(desk.getByRole('region', { name: t.card })).toContainText(member.clubMemberId)
    await expect(desk.getByRole('region', { name: t.receiptsSent })).toContainText(event)
    await screenshot(desk, `staff-member-${lang}`, [1366, 360])
    await desk.getByRole('button', { name: t.endSessions }).click()
    await desk.getByRole('button', { name: t.endSessionsConfirm }).click()
    await expect(desk.getByText(t.sessionsEnded)).toBeVisible()
    await expect(desk.getByText(t.noDevices)).toBeVisible()

    // The member's phone asks for a login at its next call.
    await page.goto(`/${lang}/my-account/Profile`)
    await expect(page).toHaveURL(`/${lang}/Login`)

    // The audit log of the days the test ran (it may cross midnight in Hong Kong) has the export and the ended sessions.
    await desk.getByRole('link', { name: t.audit }).click()
    await desk.getByLabel(t.from, { exact: true }).fill(hongKongDay(startedAt))
    await desk.getByLabel(t.to, { exact: true }).fill(hongKongDay(new Date()))
    await desk.getByRole('button', { name: t.filter }).click()
    await expect(desk).toHaveURL(new RegExp(`from=${hongKongDay(startedAt)}`))
    await expect(desk.getByRole('cell', { name: t.endedSessions, exact: true }).first()).toBeVisible()
    await expect(desk.getByRole('cell', { name: t.exported, exact: true }).first()).toBeVisible()
    await screenshot(desk, `staff-audit-days-${lang}`, [1366, 360])
    await staffContext.close()
  })

  test(`an admin invites a reviewer, who sets up the account; the admin disables and enables it, and makes a referral code (${lang})${inOneLanguage(lang, 'sc', 'desktop')}`, async ({
    browser,
    page: desk,
  }) => {
    test.slow()
    const t = texts[lang]
    const admin = await createStaff('admin')
    await desk.goto(`/${lang}/staff/login`)
    await signInAsStaff(desk, lang, admin)
    await desk.getByRole('link', { name: t.accounts }).click()
    await expect(desk.getByRole('heading', { level: 1, name: t.accounts })).toBeVisible()

    // A new reviewer: the admin names them; they set their own password and authenticator from the invitation.
    const reviewer = { email: `reviewer.${unique()}@sino.example`, password: 'Lee@2026ab' }
    const since = await lastOutboxId()
    await desk.getByRole('textbox', { name: t.email }).fill(reviewer.email)
    await desk.getByRole('textbox', { name: t.name }).fill('Lee Ka Yan')
    await desk.getByRole('button', { name: t.createAccount }).click()
    await expect(desk.getByText(t.created)).toBeVisible()
    const accountRow = desk.getByRole('row').filter({ hasText: reviewer.email })
    await expect(accountRow).toContainText(t.invited)
    await screenshot(desk, `staff-accounts-${lang}`, [1366, 360])
    const authenticator = await completeInvitation(reviewer.email, reviewer.password, since)
    await desk.reload()
    await expect(accountRow).not.toContainText(t.invited)

    const reviewerContext = await browser.newContext()
    const reviewerPage = await reviewerContext.newPage()
    await reviewerPage.goto(`/${lang}/staff/login`)
    await signInAsStaff(reviewerPage, lang, { ...reviewer, code: authenticator })
    await expect(reviewerPage.getByRole('heading', { level: 1, name: t.upgradeQueue })).toBeVisible()
    // A reviewer's desk has no admin pages.
    await expect(reviewerPage.getByRole('link', { name: t.accounts })).toHaveCount(0)

    // Disabled, the reviewer's session ends: the next page asks for a sign-in.
    await accountRow.getByRole('button', { name: `${t.disable} Lee Ka Yan` }).click()
    await expect(accountRow.getByRole('button', { name: `${t.enable} Lee Ka Yan` })).toBeVisible()
    await reviewerPage.getByRole('link', { name: t.parkingQueue }).click()
    await expect(reviewerPage.getByRole('button', { name: t.signIn })).toBeVisible()
    await accountRow.getByRole('button', { name: `${t.enable} Lee Ka Yan` }).click()
    await expect(accountRow.getByRole('button', { name: `${t.disable} Lee Ka Yan` })).toBeVisible()
    await reviewerContext.close()

    // A referral code for a tenant, typed in small letters and kept in capitals.
    const code = `ln-${unique()}`
    await desk.getByRole('link', { name: t.referrals }).click()
    await desk.getByRole('textbox', { name: t.referralCode }).fill(code)
    await desk.getByRole('radio', { name: t.tenant }).check()
    await desk.getByRole('button', { name: t.createReferral }).click()
    const codeRow = desk.getByRole('row').filter({ hasText: code.toUpperCase() })
    await expect(codeRow).toContainText(t.tenant)
    await expect(codeRow).toContainText(t.unused)
    await screenshot(desk, `staff-referrals-${lang}`, [1366, 360])
  })
}
