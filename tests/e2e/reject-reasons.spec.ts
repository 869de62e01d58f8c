import { applyForParking } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { lastOutboxId, outbox } from './support/outbox.ts'
import { screenshot } from './support/screens.ts'
import { createStaff, reviewerTexts, signInAsStaff } from './support/staff.ts'

/** What an admin, a reviewer and the member read about rejection reasons, in each language. */
const texts = {
  en: {
    ...reviewerTexts.en,
    nav: 'Rejection reasons',
    code: 'Code',
    en: 'English',
    tc: 'Traditional Chinese',
    sc: 'Simplified Chinese',
    add: 'Add the reason',
    parkingOnly: 'Parking only',
    added: (code: string) => `The reason “${code}” is added and offered to reviewers.`,
    edit: 'Edit',
    save: 'Save',
    saved: (code: string) => `The reason “${code}” is saved.`,
    approveTitle: 'Approve this application?',
    rejectTitle: 'Reject this application?',
    reasonLine: 'Reason: ',
    noteLine: 'Note from the reviewer: ',
    rejectedTitle: 'Your last application was not approved',
    mailSubject: 'Your parking privilege application',
  },
  tc: {
    ...reviewerTexts.tc,
    nav: '拒絕原因',
    code: '代碼',
    en: '英文',
    tc: '繁體中文',
    sc: '簡體中文',
    add: '新增原因',
    parkingOnly: '只限泊車優惠申請',
    added: (code: string) => `已新增原因「${code}」，審批人員可以選擇。`,
    edit: '編輯',
    save: '儲存',
    saved: (code: string) => `已儲存原因「${code}」。`,
    approveTitle: '批核此申請？',
    rejectTitle: '拒絕此申請？',
    reasonLine: '原因：',
    noteLine: '審批人員備註：',
    rejectedTitle: '您上次的申請未獲批核',
    mailSubject: '您的泊車優惠申請結果',
  },
  sc: {
    ...reviewerTexts.sc,
    nav: '拒绝原因',
    code: '代码',
    en: '英文',
    tc: '繁体中文',
    sc: '简体中文',
    add: '新增原因',
    parkingOnly: '只限停车优惠申请',
    added: (code: string) => `已新增原因“${code}”，审批人员可以选择。`,
    edit: '编辑',
    save: '保存',
    saved: (code: string) => `已保存原因“${code}”。`,
    approveTitle: '批准此申请？',
    rejectTitle: '拒绝此申请？',
    reasonLine: '原因：',
    noteLine: '审批人员备注：',
    rejectedTitle: '您上次的申请未获批准',
    mailSubject: '您的停车优惠申请结果',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`an admin words a reason in three languages, a reviewer picks it with a note, and the member reads it in their language (${lang})${inOneLanguage(lang, 'sc', 'desktop')}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const t = texts[lang]
    // Each run's reason is its own: the portal under test is shared with the other tests.
    const code = `stamp-${lang}-${Date.now().toString(36)}`
    const words = {
      en: `The letter has no company stamp (${code})`,
      tc: `信件沒有公司蓋印（${code}）`,
      sc: `信件没有公司盖印（${code}）`,
    }

    // The admin adds a reason, then words it better.
    const admin = await createStaff('admin')
    const context = await browser.newContext({ viewport: page.viewportSize() })
    const staff = await context.newPage()
    await staff.goto(`/${lang}/staff/login`)
    await signInAsStaff(staff, lang, admin)
    await staff.getByRole('link', { name: t.nav }).click()
    await expect(staff.getByRole('heading', { level: 1, name: t.nav })).toBeVisible()
    await staff.getByRole('textbox', { name: t.code }).fill(code)
    await staff.getByRole('textbox', { name: t.en }).fill('No stamp')
    await staff.getByRole('textbox', { name: t.tc }).fill('沒有蓋印')
    await staff.getByRole('textbox', { name: t.sc }).fill('没有盖印')
    // The letter is a parking application's: the reason is offered for parking only.
    await staff.getByRole('radio', { name: t.parkingOnly }).check()
    await staff.getByRole('button', { name: t.add }).click()
    await expect(staff.getByText(t.added(code))).toBeVisible()
    const row = staff.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText(t.parkingOnly)
    await row.getByRole('button', { name: `${t.edit} ${code}` }).click()
    const edit = staff.getByRole('dialog')
    // The popup opens on its first field.
    await expect(edit.getByRole('textbox', { name: t.en })).toBeFocused()
    await edit.getByRole('textbox', { name: t.en }).fill(words.en)
    await edit.getByRole('textbox', { name: t.tc }).fill(words.tc)
    await edit.getByRole('textbox', { name: t.sc }).fill(words.sc)
    await screenshot(staff, `staff-reason-edit-${lang}`, [1366, 360])
    await edit.getByRole('button', { name: t.save }).click()
    await expect(staff.getByText(t.saved(code))).toBeVisible()
    await expect(row).toContainText(words.en)
    await expect(row).toContainText(words.tc)
    await expect(row).toContainText(words.sc)
    await screenshot(staff, `staff-reasons-${lang}`, [1366, 360])

    // A member's parking application, opened by the reviewer.
    const driver = await createMember({ tier: 'privilege', language: lang })
    await applyForParking(baseURL!, driver)
    const since = await lastOutboxId()
    await staff.getByRole('link', { name: t.parkingQueue }).click()
    await expect(staff.getByRole('heading', { level: 1, name: t.parkingQueue })).toBeVisible()
    await staff.getByRole('searchbox', { name: t.search }).fill(driver.clubMemberId)
    await staff.getByRole('button', { name: t.searchButton }).click()
    await staff.getByRole('row').filter({ hasText: driver.clubMemberId }).getByRole('link').click()

    // Approve asks once; Escape keeps the application in review and gives the focus back.
    const approve = staff.getByRole('button', { name: t.approve })
    await approve.click()
    const asked = staff.getByRole('dialog', { name: t.approveTitle })
    await expect(asked).toBeVisible()
    await expect(asked.locator(':focus')).toHaveCount(1)
    await screenshot(staff, `staff-approve-confirm-${lang}`, [1366, 360])
    await staff.keyboard.press('Escape')
    await expect(asked).toBeHidden()
    await expect(approve).toBeFocused()

    // Reject opens on the reason; the one the admin worded is offered in the console's language.
    await staff.getByRole('button', { name: t.reject }).click()
    const dialog = staff.getByRole('dialog', { name: t.rejectTitle })
    const reason = dialog.getByRole('combobox', { name: t.reason })
    await expect(reason).toBeFocused()
    await reason.selectOption({ label: words[lang] })
    await dialog.getByRole('textbox', { name: t.note }).fill('Please send the letter with the HR stamp')
    await screenshot(staff, `staff-reject-dialog-${lang}`, [1366, 360])
    await dialog.getByRole('button', { name: t.confirmReject }).click()
    await expect(staff.getByText(t.rejected)).toBeVisible()
    await expect(staff.getByText(`${t.reasonLine}${words[lang]}`)).toBeVisible()
    await context.close()

    // The member reads the reason in the page's language, and the note as it was written.
    await logIn(page, lang, driver)
    await page.goto(`/${lang}/my-account/sinoParking`)
    await expect(page.getByText(t.rejectedTitle)).toBeVisible()
    await expect(page.getByText(`${t.reasonLine}${words[lang]}`)).toBeVisible()
    await expect(page.getByText(`${t.noteLine}Please send the letter with the HR stamp`)).toBeVisible()
    await screenshot(page, `parking-rejected-reason-${lang}`, [360, 1366])
    // The e-mail says the same in the member's language.
    await expect
      .poll(async () =>
        (await outbox())
          .filter((m) => m.id > since && m.to === `m${driver.phone}@example.com` && m.subject === t.mailSubject)
          .map((m) => m.body.includes(`${t.reasonLine}${words[lang]}\n${t.noteLine}Please send the letter with the HR stamp`)),
      )
      .toEqual([true])
  })
}
