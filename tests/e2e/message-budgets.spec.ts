import { expect, test } from './support/fixtures.ts'
import { operate } from './support/operate.ts'
import { createStaff, signInAsStaff } from './support/staff.ts'

/** The banner's words in each language: SMS to +61 wait (the portal under test caps +61 at one an hour). */
const bannerTexts = {
  en: { title: 'Messages are waiting', notice: 'SMS to +61 have reached their hourly cap (1): further ones wait until' },
  tc: { title: '訊息正等候發送', notice: '發往 +61 的短訊已達每小時上限（1）：其後的會等到' },
  sc: { title: '消息正等候发送', notice: '发往 +61 的短信已达每小时上限（1）：其后的会等到' },
} as const

const australianPhone = () => `4${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

test('the staff console says while SMS to a country code wait for the next hour, in each language', async ({ page, request }) => {
  // Two members with Australian numbers forget their passwords: the second code goes past the cap.
  for (let i = 0; i < 2; i++) {
    const phone = australianPhone()
    await operate('member.create', {
      phone,
      countryCode: 13,
      password: 'Secret#123',
      email: `au${phone}@example.com`,
      firstName: 'Olivia',
      surname: 'Smith',
      tier: 'ordinary',
      language: 'en',
      firstTime: false,
    })
    const asked = await request.post('/api/resendOtp', {
      data: { phoneNumber: phone, countryCode: 13, language: 'en', type: 'forgetPassword' },
    })
    expect(asked.ok()).toBe(true)
  }

  const reviewer = await createStaff('reviewer')
  await page.goto('/en/staff/login')
  await signInAsStaff(page, 'en', reviewer)
  for (const [lang, switchTo] of [
    ['en', null],
    ['tc', '繁體中文'],
    ['sc', '简体中文'],
  ] as const) {
    if (switchTo) await page.getByRole('link', { name: switchTo }).click()
    const banner = page.getByRole('status', { name: bannerTexts[lang].title })
    await expect(banner).toContainText(bannerTexts[lang].notice)
  }
})
