import { chunkMarkers } from './support/held-scripts.ts'
import { expect, fillLogin, inOneLanguage, loginTexts, test } from './support/fixtures.ts'
import { randomPhone } from './support/outbox.ts'

/** What the page says while the device works out the proof of effort its network was asked for. */
const provingTexts = {
  en: 'Many tries from this network have failed, so your device is doing a moment of work before sending…',
  tc: '此網絡已有多次嘗試失敗，您的裝置正先完成片刻的驗算，然後才傳送…',
  sc: '此网络已有多次尝试失败，您的设备正先完成片刻的验算，然后才发送…',
} as const

for (const lang of ['en', 'tc', 'sc'] as const) {
  test(`${lang}: a member logs in from a network where others failed, after a moment of work the page tells of${inOneLanguage(lang, 'tc')}`, async ({
    page,
    request,
    member,
    holdScript,
  }) => {
    // Others on the same network (this test's address) got 20 logins wrong, as many as it may for free.
    for (let i = 0; i < 20; i++) {
      const wrong = await request.post('/api/login', {
        data: { countryCode: 1, phoneNumber: randomPhone(), password: 'Guess#123' },
      })
      expect((await wrong.json()).returnCode).toBe(617)
    }
    const solverLoads: string[] = []
    page.on('request', (loaded) => {
      if (loaded.url().includes('/assets/')) solverLoads.push(loaded.url())
    })
    const solver = await holdScript(chunkMarkers.proofSolver)
    await page.goto(`/${lang}/Login`)
    await expect(page.getByRole('heading', { level: 1, name: loginTexts[lang].heading })).toBeVisible()
    const firstLoad = solverLoads.length

    await fillLogin(page, lang, member)
    const notice = page.getByRole('status').filter({ hasText: provingTexts[lang] })
    await expect(notice).toBeVisible()
    // The solver came only now, with the challenge: it is no part of the login page's first load.
    expect(solverLoads.length).toBeGreaterThan(firstLoad)
    solver.release()
    await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
    await expect(page.getByRole('heading', { level: 1, name: loginTexts[lang].profile })).toBeVisible()
    await expect(notice).toBeHidden()
    // Scripts the page still asks for as the test ends are no part of it.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
}

test('a registrant uploads a document from a network where others sent 30 refused files, after a moment of work', async ({
  page,
  request,
  holdScript,
}) => {
  // Others on the same network (this test's address) sent 30 files that are no document, as many as it may for free.
  for (let i = 0; i < 30; i++) {
    const refused = await request.post('/api/uploadImage', {
      multipart: { image: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') } },
    })
    expect((await refused.json()).returnCode).toBe(620)
  }
  const phone = randomPhone()
  await page.goto('/en/registration')
  await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Ms' })
  await page.getByRole('textbox', { name: 'First name' }).fill('Wing')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Chan')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`w${phone}@example.com`)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('combobox', { name: 'Month of birth' }).selectOption('5')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: 'Owner' }).check()

  const solver = await holdScript(chunkMarkers.proofSolver)
  await page
    .getByLabel('Choose files (up to 3)')
    .setInputFiles([{ name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }])
  await expect(page.getByRole('status').filter({ hasText: provingTexts.en })).toBeVisible()
  solver.release()
  await expect(page.getByRole('button', { name: 'Remove lease.pdf' })).toBeVisible()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
