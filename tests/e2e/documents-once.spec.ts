import type { Page } from '@playwright/test'
import { pdfFile } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, test, inOneLanguage } from './support/fixtures.ts'
import { installServiceWorker, keptDrafts } from './support/offline.ts'
import { fillParkingDetails, parkingApplication } from './support/parking-form.ts'
import { parkingTexts } from './support/parking-texts.ts'

/**
 * A document follows its application exactly once, whichever answer the line loses: the
 * application's (it was made, the page heard nothing) or the document's own first upload (it
 * was kept, the widget heard nothing).
 */

const unsent: Record<'en' | 'tc', string> = {
  en: 'No connection: your application was not sent.',
  tc: '未能連線：申請尚未提交。',
}

/** The call reaches the portal, which does it; its answer never comes back. */
const loseAnswers = (page: Page, path: string, times = 1) => {
  const answers: unknown[] = []
  return page
    .route(
      `**${path}`,
      async (route) => {
        const response = await route.fetch()
        answers.push(await response.json())
        await route.abort('connectionreset')
      },
      { times },
    )
    .then(() => answers)
}

/** A new Privilege member on the parking form, filled in; the document is chosen by `choose`. */
async function fillParkingForm(page: Page, lang: 'en' | 'tc', choose: () => Promise<void>) {
  const t = parkingTexts[lang]
  await logIn(page, lang, await createMember({ tier: 'privilege' }))
  await fillParkingDetails(page, lang, 'DO')
  await choose()
  await page.getByRole('checkbox', { name: t.confirm }).check()
}

for (const lang of ['en', 'tc'] as const satisfies readonly Lang[]) {
  test(`the parking application is made but its answer is lost: the waiting document still follows it, once (${lang})${inOneLanguage(lang, 'en', 'desktop')}`, async ({
    page,
  }) => {
    test.slow()
    const t = parkingTexts[lang]
    await fillParkingForm(page, lang, async () => {
      await page.route('**/api/uploadImage', (route) => route.abort('internetdisconnected'))
      await page.getByLabel(t.files).setInputFiles([pdfFile('licence.pdf')])
      await expect(page.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toContainText(t.waitsForConnection)
    })
    await loseAnswers(page, '/api/createParkingForm')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(unsent[lang])).toBeVisible()

    // Back online: the page finds the application, and the document on its way needs no choosing again.
    await page.unroute('**/api/uploadImage')
    await page.reload()
    await expect(page.getByText(t.received)).toBeVisible()
    await expect(page.getByText(t.toFollow)).toBeHidden()
    await expect(page.getByLabel(t.files)).toHaveCount(0)
    const arrived = await parkingApplication(page)
    expect(arrived.documentId).toHaveLength(1)
    expect(arrived.documentsToFollow).toBe(0)
  })

  test(`a document's first upload is kept but its answer is lost: the application gets that file, not a second copy (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
    page,
  }) => {
    test.slow()
    const t = parkingTexts[lang]
    let firstAnswers: unknown[] = []
    await fillParkingForm(page, lang, async () => {
      firstAnswers = await loseAnswers(page, '/api/uploadImage')
      await page.getByLabel(t.files).setInputFiles([pdfFile('licence.pdf')])
      await expect(page.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toContainText(t.waitsForConnection)
    })
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.received)).toBeVisible()
    // The document whose answer was lost goes again with the outbox's next try, after its back-off.
    await expect(page.getByText(t.toFollow)).toBeHidden({ timeout: 30_000 })

    const kept = (firstAnswers[0] as { data: { id: string } }).data.id
    expect(await parkingApplication(page)).toMatchObject({ documentId: [kept], documentsToFollow: 0 })
  })
}

test.describe('offline, after a first visit online', () => {
  test.use({ serviceWorkers: 'allow' })

  for (const lang of ['en', 'tc'] as const) {
    test(`the parking page reloaded offline shows the form as it was kept, its waiting document with it (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
      page,
      context,
    }) => {
      test.slow()
      const t = parkingTexts[lang]
      await fillParkingForm(page, lang, async () => {
        await expect.poll(async () => JSON.stringify(await keptDrafts(page))).toContain('Honda Jazz')
        await installServiceWorker(page)
        await expect(page.getByRole('textbox', { name: t.model })).toHaveValue('Honda Jazz')
        await context.setOffline(true)
        await page.getByLabel(t.files).setInputFiles([pdfFile('licence.pdf')])
        await expect(page.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toContainText(t.waitsForConnection)
      })
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByText(unsent[lang])).toBeVisible()
      await page.reload()
      await expect(page.getByRole('textbox', { name: t.model })).toHaveValue('Honda Jazz')
      await expect(page.getByRole('listitem').filter({ hasText: 'licence.pdf' })).toContainText(t.waitsForConnection)

      // Back online, the application goes, and its document follows it.
      await context.setOffline(false)
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByText(t.received)).toBeVisible()
      await expect(page.getByText(t.toFollow)).toBeHidden()
      expect((await parkingApplication(page)).documentId).toHaveLength(1)
    })
  }

  const upgradeTexts = {
    en: {
      menu: 'My account',
      upgrade: 'Upgrade',
      owner: 'Owner',
      estate: 'Estate / building',
      estateSearch: 'Vision',
      estateName: 'Vision City',
      files: 'Choose files (up to 3)',
      waitsForConnection: 'waits for a connection',
      submit: 'Submit application',
      application: 'Your application to upgrade to Privilege',
    },
    tc: {
      menu: '我的帳戶',
      upgrade: '升級會籍',
      owner: '業主',
      estate: '屋苑 / 大廈',
      estateSearch: '萬景',
      estateName: '萬景峯',
      files: '選擇檔案（最多 3 個）',
      waitsForConnection: parkingTexts.tc.waitsForConnection,
      submit: '提交申請',
      application: '您的尊尚會員升級申請',
    },
  } as const

  for (const lang of ['en', 'tc'] as const) {
    test(`the upgrade page reloaded offline shows the form as it was kept, its waiting document with it (${lang})${inOneLanguage(lang, 'en', 'desktop')}`, async ({
      page,
      context,
    }) => {
      test.slow()
      const t = upgradeTexts[lang]
      await logIn(page, lang, await createMember())
      await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.upgrade }).click()
      await page.getByRole('checkbox', { name: t.owner }).check()
      const estate = page.getByRole('combobox', { name: t.estate })
      await estate.click()
      await estate.fill(t.estateSearch)
      await page.getByRole('option', { name: t.estateName }).click()
      await expect.poll(async () => JSON.stringify(await keptDrafts(page))).toMatch(/"isOwner":true.*"sinoEstate":\d/)
      await installServiceWorker(page)
      await expect(page.getByRole('combobox', { name: t.estate })).toHaveValue(t.estateName)
      await context.setOffline(true)
      await page.getByLabel(t.files).setInputFiles([pdfFile('rates-notice.pdf')])
      const document = page.getByRole('listitem').filter({ hasText: 'rates-notice.pdf' })
      await expect(document).toContainText(t.waitsForConnection)
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByText(unsent[lang])).toBeVisible()
      await page.reload()
      await expect(page.getByRole('checkbox', { name: t.owner })).toBeChecked()
      await expect(page.getByRole('combobox', { name: t.estate })).toHaveValue(t.estateName)
      await expect(document).toContainText(t.waitsForConnection)

      // Back online, the application goes, and its document follows it.
      await context.setOffline(false)
      await page.getByRole('button', { name: t.submit }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.application })).toBeVisible()
      const application = () =>
        page.evaluate(async () => {
          const token = localStorage.getItem('token') ?? ''
          const answer = await fetch('/api/getUpgradeForm', { headers: { authorization: `Bearer ${token}` } })
          return ((await answer.json()) as { data: { addressDocumentId: string[] } }).data.addressDocumentId
        })
      await expect.poll(application).toHaveLength(1)
    })
  }
})
