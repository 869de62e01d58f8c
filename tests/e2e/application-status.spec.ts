import type { Page } from '@playwright/test'
import { applyForParking, decideApplication, pdfFile } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'
import { upgradePayload } from '#tests/support/upgrade-payload.ts'

/** What a member reads about their applications, in each language. */
const texts = {
  en: {
    menu: 'My account',
    upgradeTab: 'Upgrade',
    upgradeTitle: 'Your application to upgrade to Privilege',
    noUpgrade: 'You have not applied to upgrade to Privilege.',
    applyUpgrade: 'Apply to upgrade',
    thanks: /Thank you/,
    upgradeKind: 'Upgrade to Privilege',
    parkingKind: 'Parking privilege',
    awaiting: (deadline: string) => `Waiting for your documents: please send them by ${deadline}, or the application lapses.`,
    inReview: 'In review: approval may take up to 14 business days. We will send you the result by e-mail.',
    beingReviewed: /being reviewed|Pending document submission/,
    addDocuments: 'Add documents',
    sendNow: 'Send now',
    files: 'Choose files (up to 3)',
    sendDocuments: 'Send documents',
    viewApplication: 'View application',
    sent: 'What you sent',
    appliesAs: 'Applying as',
    owner: 'Owner',
    documents: '1 file',
    history: 'History',
    eventSent: 'Sent',
    eventReceived: 'Documents received',
    eventRejected: 'Not approved',
    rejected: /^Not approved, decided on /,
    reason: 'Note from the reviewer: The bill is older than three months',
    parking: 'Parking',
    received: 'Application received',
    plate: 'Vehicle registration number',
    model: 'Tesla Model Y',
  },
  tc: {
    menu: '我的帳戶',
    upgradeTab: '升級會籍',
    upgradeTitle: '您的尊尚會員升級申請',
    noUpgrade: '您未有提交升級至尊尚會員的申請。',
    applyUpgrade: '申請升級',
    thanks: /感謝/,
    upgradeKind: '升級至尊尚會員',
    parkingKind: '泊車優惠',
    awaiting: (deadline: string) => `等待您補交文件：請於${deadline}前補交，否則申請將不獲處理。`,
    inReview: '審批中：需時最多14個工作天，結果將以電郵通知您。',
    beingReviewed: /正在審批|待補交文件/,
    addDocuments: '補交文件',
    sendNow: '立即傳送',
    files: '選擇檔案（最多 3 個）',
    sendDocuments: '提交文件',
    viewApplication: '查看申請',
    sent: '您提交的資料',
    appliesAs: '申請身份',
    owner: '業主',
    documents: '1 個檔案',
    history: '申請記錄',
    eventSent: '已提交',
    eventReceived: '已收到文件',
    eventRejected: '未獲批核',
    rejected: /^已於.+審批，未獲批核。$/,
    reason: '審批人員備註：The bill is older than three months',
    parking: '泊車優惠',
    received: '申請已收到',
    plate: '車牌號碼',
    model: 'Tesla Model Y',
  },
  sc: {
    menu: '我的账户',
    upgradeTab: '升级会籍',
    upgradeTitle: '您的尊尚会员升级申请',
    noUpgrade: '您尚未提交升级至尊尚会员的申请。',
    applyUpgrade: '申请升级',
    thanks: /感谢/,
    upgradeKind: '升级至尊尚会员',
    parkingKind: '停车优惠',
    awaiting: (deadline: string) => `等待您补交文件：请于${deadline}前补交，否则申请将不获处理。`,
    inReview: '审批中：需时最多14个工作日，结果将通过电子邮件通知您。',
    beingReviewed: /正在审批|待补交文件/,
    addDocuments: '补交文件',
    sendNow: '立即发送',
    files: '选择文件（最多 3 个）',
    sendDocuments: '提交文件',
    viewApplication: '查看申请',
    sent: '您提交的信息',
    appliesAs: '申请身份',
    owner: '业主',
    documents: '1 个文件',
    history: '申请记录',
    eventSent: '已提交',
    eventReceived: '已收到文件',
    eventRejected: '未获批准',
    rejected: /^已于.+审批，未获批准。$/,
    reason: '审批人员备注：The bill is older than three months',
    parking: '停车优惠',
    received: '申请已收到',
    plate: '车牌号码',
    model: 'Tesla Model Y',
  },
} as const

// The member is in Hong Kong, the club's time zone; the page shows times in the device's.
test.use({ timezoneId: 'Asia/Hong_Kong' })

/** The phone of this flow is a small one. */
const onSmallPhone = async (page: Page, lang: Lang, phoneLang: Lang) => {
  if (lang === phoneLang) await page.setViewportSize({ width: 360, height: 780 })
}

/** Sends an upgrade application as an owner without its proof of address, as the member's device would. */
const applyWithoutDocuments = (page: Page) =>
  page.evaluate(async (payload) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' }
    const answer = await fetch('/api/createUpgradeForm', { method: 'POST', headers, body: JSON.stringify(payload) })
    const { data } = (await answer.json()) as { data: { status: string } }
    if (data.status !== 'applied') throw new Error(`the application is ${data.status}`)
    const form = await fetch('/api/getUpgradeForm', { headers })
    return ((await form.json()) as { data: { createdAt: string } }).data.createdAt
  }, upgradePayload())

/**
 * The deadline as a person in Hong Kong reads it, 48 hours after the application was sent: the
 * language's one way of writing a day, a 24-hour clock (00:42 after midnight), and no zone named.
 */
function hongKongDeadline(sentAt: string, lang: Lang): string {
  // Hong Kong keeps UTC+8 all year.
  const at = new Date(Date.parse(sentAt) + (48 + 8) * 3_600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`
  const month = new Intl.DateTimeFormat('en-HK', { month: 'short', timeZone: 'UTC' }).format(at)
  return lang === 'en'
    ? `${at.getUTCDate()} ${month} ${at.getUTCFullYear()}, ${clock}`
    : `${at.getUTCFullYear()}年${at.getUTCMonth() + 1}月${at.getUTCDate()}日 ${clock}`
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`an upgrade application says where it stands: its deadline and one action, what was sent and its history, and a rejection on My Profile (${lang})${inOneLanguage(lang, 'tc')}`, async ({
    page,
  }) => {
    test.slow()
    const t = texts[lang]
    await onSmallPhone(page, lang, 'tc')
    const member = await createMember({ language: lang })
    await logIn(page, lang, member)

    // Never applied: no thanks, the member is told so and offered the form.
    await page.goto(`/${lang}/my-account/submitted`)
    await expect(page.getByRole('heading', { level: 1, name: t.upgradeTitle })).toBeVisible()
    await expect(page.getByText(t.noUpgrade)).toBeVisible()
    await expect(page.getByText(t.thanks)).toHaveCount(0)
    await expect(page.getByRole('link', { name: t.applyUpgrade })).toBeVisible()

    const sentAt = await applyWithoutDocuments(page)
    const deadline = hongKongDeadline(sentAt, lang)
    await page.goto(`/${lang}/my-account/Profile`)
    const onProfile = page.getByRole('region', { name: t.upgradeKind })
    await expect(onProfile.getByText(t.awaiting(deadline))).toBeVisible()
    await expect(page.getByText(t.beingReviewed)).toHaveCount(0)
    await screenshot(page, `application-profile-awaiting-${lang}`, [360, 1366])

    // The Upgrade tab stays, and leads to the application.
    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.upgradeTab }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/submitted`)
    await expect(page.getByText(t.awaiting(deadline))).toBeVisible()
    await expect(page.getByText(t.beingReviewed)).toHaveCount(0)
    await expect(page.getByRole('link', { name: t.addDocuments })).toHaveCount(1)
    await expect(page.getByRole('button', { name: t.sendNow })).toHaveCount(0)
    await screenshot(page, `application-upgrade-awaiting-${lang}`, [360, 1366])

    await page.getByRole('link', { name: t.addDocuments }).click()
    await page.getByLabel(t.files).setInputFiles([pdfFile('rates-notice.pdf')])
    await expect(page.getByRole('listitem').filter({ hasText: 'rates-notice.pdf' })).toBeVisible()
    await page.getByRole('button', { name: t.sendDocuments }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/submitted`)
    await expect(page.getByText(t.inReview)).toBeVisible()
    await expect(page.getByRole('link', { name: t.addDocuments })).toHaveCount(0)
    const sent = page.getByRole('region', { name: t.sent })
    await expect(sent.getByRole('definition').filter({ hasText: t.owner })).toBeVisible()
    await expect(sent.getByText(t.documents, { exact: true })).toBeVisible()
    const history = page.getByRole('region', { name: t.history }).getByRole('listitem')
    await expect(history).toHaveCount(2)
    await expect(history.nth(0)).toContainText(t.eventSent)
    await expect(history.nth(1)).toContainText(t.eventReceived)
    await screenshot(page, `application-upgrade-in-review-${lang}`, [360, 1366])

    await decideApplication(member.clubMemberId, 'upgrade', 'reject', {
      reason: 'other',
      note: 'The bill is older than three months',
    })
    await page.goto(`/${lang}/my-account/Profile`)
    await expect(onProfile.getByText(t.rejected)).toBeVisible()
    await expect(onProfile.getByText(t.reason)).toBeVisible()
    await screenshot(page, `application-profile-rejected-${lang}`, [360, 1366])
    await onProfile.getByRole('link', { name: t.viewApplication }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/submitted`)
    await expect(page.getByText(t.reason)).toBeVisible()
    await expect(history).toHaveCount(3)
    await expect(history.nth(2)).toContainText(t.eventRejected)
  })

  test(`the parking waiting view shows the vehicle and when it was sent, and its application page the history (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
    baseURL,
  }) => {
    const t = texts[lang]
    await onSmallPhone(page, lang, 'sc')
    const member = await createMember({ tier: 'privilege', language: lang })
    const { plate } = await applyForParking(baseURL ?? '', member)
    await logIn(page, lang, member)
    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.parking }).click()
    await expect(page.getByText(t.received)).toBeVisible()
    await expect(page.getByText(t.inReview)).toBeVisible()
    const sent = page.getByRole('region', { name: t.sent })
    await expect(sent.getByText(plate, { exact: true })).toBeVisible()
    await expect(sent.getByText(t.model, { exact: true })).toBeVisible()
    const sentAt = sent.getByRole('definition').first()
    await expect(sentAt).toHaveText(/2\d{3}/)
    await expect(page.getByRole('region', { name: t.history }).getByRole('listitem')).toContainText([t.eventSent])
    await screenshot(page, `application-parking-waiting-${lang}`, [360, 1366])

    await page.goto(`/${lang}/my-account/Profile`)
    const onProfile = page.getByRole('region', { name: t.parkingKind })
    await expect(onProfile.getByText(t.inReview)).toBeVisible()
    await onProfile.getByRole('link', { name: t.viewApplication }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/parkingApplication`)
    await expect(page.getByRole('region', { name: t.sent }).getByText(plate, { exact: true })).toBeVisible()
  })
}
