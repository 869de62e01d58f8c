import type { Browser, Page } from '@playwright/test'
import { applyForParking, decideApplication } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { lastOutboxId, outbox } from './support/outbox.ts'
import { requestModelChange } from './support/parking-form.ts'
import { parkingTexts } from './support/parking-texts.ts'
import { screenshot } from './support/screens.ts'
import { approveOnPage, createStaff, rejectOnPage, reviewerTexts, signInAsStaff } from './support/staff.ts'

/** What a reviewer reads of a change in the console, and the member's e-mail about it, in each language. */
const staffTexts = {
  en: {
    ...reviewerTexts.en,
    change: 'Change',
    changeTitle: 'Parking change',
    plate: 'Vehicle registration number',
    model: 'Vehicle model',
    changed: 'Changed',
    mailRejected: 'The change to your parking privilege',
    mismatch: 'The plate or vehicle does not match the document',
    readReason: 'Reason: The plate or vehicle does not match the document',
    readNote: 'Note from the reviewer: The licence shows another model',
  },
  tc: {
    ...reviewerTexts.tc,
    change: '更改',
    changeTitle: '泊車優惠更改',
    plate: '車牌號碼',
    model: '車輛型號',
    changed: '已更改',
    mailRejected: '您的泊車優惠更改結果',
    mismatch: '車牌或車輛與文件不符',
    readReason: '原因：車牌或車輛與文件不符',
    readNote: '審批人員備註：The licence shows another model',
  },
  sc: {
    ...reviewerTexts.sc,
    change: '更改',
    changeTitle: '停车优惠更改',
    plate: '车牌号码',
    model: '车辆型号',
    changed: '已更改',
    mailRejected: '您的停车优惠更改结果',
    mismatch: '车牌或车辆与文件不符',
    readReason: '原因：车牌或车辆与文件不符',
    readNote: '审批人员备注：The licence shows another model',
  },
} as const

/** A Privilege member whose parking privilege (a Tesla Model Y) is approved, signed in on `page`. */
async function approvedDriver(page: Page, lang: Lang, baseURL: string) {
  const member = await createMember({ tier: 'privilege', language: lang })
  const { plate } = await applyForParking(baseURL, member)
  await decideApplication(member.clubMemberId, 'parking', 'approve')
  await logIn(page, lang, member)
  return { member, plate }
}

/** A reviewer signed in, in a browser context of their own, on the change the member asked for. */
async function reviewerOnChange(browser: Browser, lang: Lang, clubMemberId: string) {
  const s = staffTexts[lang]
  const context = await browser.newContext()
  const reviewer = await context.newPage()
  await reviewer.goto(`/${lang}/staff/login`)
  await signInAsStaff(reviewer, lang, await createStaff('reviewer'))
  await reviewer.getByRole('link', { name: s.parkingQueue }).click()
  // The queue's page comes when its code has loaded; a search typed before that is the old page's.
  await expect(reviewer.getByRole('heading', { level: 1, name: s.parkingQueue })).toBeVisible()
  await reviewer.getByRole('searchbox', { name: s.search }).fill(clubMemberId)
  await reviewer.getByRole('button', { name: s.searchButton }).click()
  const row = reviewer.getByRole('row').filter({ hasText: clubMemberId })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(s.change)
  await screenshot(reviewer, `staff-parking-queue-change-${lang}`, [360])
  await row.getByRole('link').click()
  await expect(reviewer.getByRole('heading', { level: 1, name: new RegExp(s.changeTitle) })).toBeVisible()
  return { reviewer, context }
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a reviewer sees a change beside the approved privilege and rejects it; the member keeps the privilege and reads why (${lang})${inOneLanguage(lang, 'tc')}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const t = parkingTexts[lang]
    const s = staffTexts[lang]
    const since = await lastOutboxId()
    const { member, plate } = await approvedDriver(page, lang, baseURL!)
    await requestModelChange(page, lang, 'Honda Jazz')

    const { reviewer, context } = await reviewerOnChange(browser, lang, member.clubMemberId)
    const rowOf = (label: string) => reviewer.getByRole('row').filter({ has: reviewer.getByRole('rowheader', { name: label }) })
    await expect(rowOf(s.model).getByRole('cell')).toHaveText(['Tesla Model Y', `Honda Jazz ${s.changed}`])
    await expect(rowOf(s.plate).getByRole('cell')).toHaveText([plate, plate])
    await screenshot(reviewer, `staff-parking-change-${lang}`, [1366, 360])
    await rejectOnPage(reviewer, lang, s.mismatch, 'The licence shows another model')
    await context.close()

    // The privilege stays as it was, and the member reads why the change was not made.
    await page.reload()
    await expect(page.getByRole('heading', { name: t.approved })).toBeVisible()
    await expect(page.getByText('Tesla Model Y', { exact: true })).toBeVisible()
    await expect(page.getByText(t.changeRejected)).toBeVisible()
    await expect(page.getByText(s.readReason)).toBeVisible()
    await expect(page.getByText(s.readNote)).toBeVisible()
    await expect(page.getByRole('region', { name: t.changeTitle })).toHaveCount(0)
    await screenshot(page, `parking-change-rejected-${lang}`, [360])
    await expect
      .poll(async () =>
        (await outbox()).filter((m) => m.id > since && m.to === `m${member.phone}@example.com`).map((m) => m.subject),
      )
      .toContain(s.mailRejected)
  })
}

test('a reviewer approves a change in the console: the member sees the new car, still approved', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const t = parkingTexts.en
  const { member, plate } = await approvedDriver(page, 'en', baseURL!)
  await requestModelChange(page, 'en', 'Honda Jazz')
  const { reviewer, context } = await reviewerOnChange(browser, 'en', member.clubMemberId)
  await approveOnPage(reviewer, 'en')
  await context.close()

  await page.reload()
  await expect(page.getByRole('heading', { name: t.approved })).toBeVisible()
  await expect(page.getByText('Honda Jazz', { exact: true })).toBeVisible()
  await expect(page.getByText(plate, { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: t.changeTitle })).toHaveCount(0)
})

test('a member withdraws a change: the privilege stays as it was (tc)', async ({ page, baseURL }) => {
  const t = parkingTexts.tc
  await approvedDriver(page, 'tc', baseURL!)
  await requestModelChange(page, 'tc', 'Honda Jazz')
  await page.getByRole('button', { name: t.withdrawChange }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await screenshot(page, 'parking-withdraw-change-tc', [360])
  await dialog.getByRole('button', { name: t.withdrawChangeConfirm }).click()
  await expect(page.getByText(t.changeWithdrawn)).toBeVisible()
  await expect(page.getByRole('region', { name: t.changeTitle })).toHaveCount(0)
  await expect(page.getByText('Tesla Model Y', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: t.approved })).toBeVisible()
  await expect(page.getByRole('region', { name: t.changeTitle })).toHaveCount(0)
})

test('a member withdraws an application still waiting, which frees the car for another member, and applies again (sc) @phone', async ({
  page,
  baseURL,
}) => {
  const t = parkingTexts.sc
  const member = await createMember({ tier: 'privilege', language: 'sc' })
  const { plate } = await applyForParking(baseURL!, member)
  await logIn(page, 'sc', member)
  await page.goto('/sc/my-account/sinoParking')
  await expect(page.getByText(t.received)).toBeVisible()
  await screenshot(page, 'parking-waiting-sc', [360])
  await page.getByRole('button', { name: t.withdrawApplication }).click()
  const dialog = page.getByRole('dialog', { name: t.withdrawApplicationTitle })
  await expect(dialog).toBeVisible()
  await screenshot(page, 'parking-withdraw-application-sc', [360])
  await dialog.getByRole('button', { name: t.withdrawApplicationConfirm }).click()
  await expect(page.getByText(t.applicationWithdrawn)).toBeVisible()
  await expect(page.getByText(t.withdrawnTitle)).toBeVisible()
  await expect(page.getByRole('textbox', { name: t.plate })).toHaveValue(plate)
  await screenshot(page, 'parking-withdrawn-sc', [360])

  // Another member may register the car now.
  await applyForParking(baseURL!, await createMember({ tier: 'privilege' }), { plate })

  // The member applies again with another car, from the form filled in with the one withdrawn.
  await page.getByRole('textbox', { name: t.plate }).fill(`${plate.slice(0, 2)}X${plate.slice(3)}`)
  await page.getByRole('checkbox', { name: t.confirm }).check()
  await page.getByRole('button', { name: t.submit }).click()
  await expect(page.getByText(t.received)).toBeVisible()
})
