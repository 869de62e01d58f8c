import { decideApplication, pdfFile } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/** What a person reads on the way to Privilege, in each language. */
const texts = {
  en: {
    menu: 'My account',
    upgrade: 'Upgrade',
    title: 'Upgrade to Privilege',
    owner: 'Owner',
    resident: 'Resident',
    tenant: 'Tenant',
    estate: 'Estate / building',
    estateSearch: 'Vision',
    estateName: 'Vision City',
    files: 'Choose files (up to 3)',
    documentRequired: 'Please upload at least one supporting document',
    submit: 'Submit application',
    application: 'Your application to upgrade to Privilege',
    back: 'Back to My Account',
    pending: 'Pending approval',
    loading: 'Loading…',
    reason: 'Reason: The document is older than three months',
    note: 'Note from the reviewer: The bill is of May 2025',
  },
  tc: {
    menu: '我的帳戶',
    upgrade: '升級會籍',
    title: '升級至尊尚會員',
    owner: '業主',
    resident: '住戶',
    tenant: '租戶',
    estate: '屋苑 / 大廈',
    estateSearch: '萬景',
    estateName: '萬景峯',
    files: '選擇檔案（最多 3 個）',
    documentRequired: '請上載最少一份證明文件',
    submit: '提交申請',
    application: '您的尊尚會員升級申請',
    back: '返回我的帳戶',
    pending: '等待審批',
    loading: '載入中…',
    reason: '原因：文件日期超過三個月',
    note: '審批人員備註：The bill is of May 2025',
  },
  sc: {
    menu: '我的账户',
    upgrade: '升级会籍',
    title: '升级至尊尚会员',
    owner: '业主',
    resident: '住户',
    tenant: '租户',
    estate: '屋苑 / 大厦',
    estateSearch: '万景',
    estateName: '万景峯',
    files: '选择文件（最多 3 个）',
    documentRequired: '请上传至少一份证明文件',
    submit: '提交申请',
    application: '您的尊尚会员升级申请',
    back: '返回我的账户',
    pending: '等待审批',
    loading: '加载中…',
    reason: '原因：文件日期超过三个月',
    note: '审批人员备注：The bill is of May 2025',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`an Ordinary member applies as owner, waits for approval, and after a rejection applies again (${lang})${inOneLanguage(lang, 'en')}`, async ({
    page,
  }) => {
    test.slow()
    const t = texts[lang]
    const member = await createMember()
    await logIn(page, lang, member)
    const menu = page.getByRole('navigation', { name: t.menu })
    await menu.getByRole('link', { name: t.upgrade }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/membershipUpgrade`)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()

    // Owner, resident and tenant exclude each other; choosing again clears.
    const owner = page.getByRole('checkbox', { name: t.owner })
    await owner.check()
    await expect(page.getByRole('checkbox', { name: t.tenant })).toBeDisabled()
    await expect(page.getByRole('checkbox', { name: t.resident })).toBeDisabled()
    await owner.uncheck()
    await expect(page.getByRole('checkbox', { name: t.tenant })).toBeEnabled()
    await owner.check()

    const estate = page.getByRole('combobox', { name: t.estate })
    await estate.click()
    await estate.fill(t.estateSearch)
    await page.getByRole('option', { name: t.estateName }).click()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.documentRequired)).toBeVisible()
    await page.getByLabel(t.files).setInputFiles([pdfFile('rates-notice.pdf')])
    await expect(page.getByRole('listitem').filter({ hasText: 'rates-notice.pdf' })).toBeVisible()
    await screenshot(page, `upgrade-form-${lang}`, [1366, 360])
    await page.getByRole('button', { name: t.submit }).click()

    await expect(page).toHaveURL(`/${lang}/my-account/submitted`)
    await expect(page.getByRole('heading', { level: 1, name: t.application })).toBeVisible()
    await page.getByRole('link', { name: t.back }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
    await expect(page.getByRole('figure').getByText(t.pending, { exact: true })).toBeVisible()
    await screenshot(page, `upgrade-pending-${lang}`)
    // The Upgrade tab stays, and leads to the application under way; so does the form's address.
    await menu.getByRole('link', { name: t.upgrade }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/submitted`)
    await page.goto(`/${lang}/my-account/membershipUpgrade`)
    await expect(page).toHaveURL(`/${lang}/my-account/submitted`)

    await decideApplication(member.clubMemberId, 'upgrade', 'reject', {
      reason: 'document-outdated',
      note: 'The bill is of May 2025',
    })
    // The device still keeps the application as it was sent; the page waits for the server's word
    // on it rather than sending the member away on what the device remembers.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/getUpgradeForm', async (route) => {
      await held
      await route.continue()
    })
    // My Profile asks for the member's state again as it opens: the menu's Upgrade follows it.
    const profileAsked = page.waitForResponse((response) => response.url().includes('/api/getProfile'))
    await page.goto(`/${lang}/my-account/Profile`)
    await profileAsked
    await menu.getByRole('link', { name: t.upgrade }).click()
    await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeVisible()
    release()
    await expect(page.getByText(t.reason)).toBeVisible()
    await expect(page.getByText(t.note)).toBeVisible()
    await expect(page).toHaveURL(`/${lang}/my-account/membershipUpgrade`)
    await expect(page.getByRole('checkbox', { name: t.owner })).toBeChecked()
    await expect(page.getByRole('combobox', { name: t.estate })).toHaveValue(t.estateName)
    await page.getByLabel(t.files).setInputFiles([pdfFile('new-bill.pdf')])
    await expect(page.getByRole('listitem').filter({ hasText: 'new-bill.pdf' })).toBeVisible()
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/submitted`)
  })
}
