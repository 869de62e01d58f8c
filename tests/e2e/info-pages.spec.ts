import type { Lang } from './support/fixtures.ts'
import { expect, logIn, test } from './support/fixtures.ts'
import { installServiceWorker } from './support/offline.ts'
import { screenshot } from './support/screens.ts'

// These tests install the service worker and go offline: more steps than most.
test.describe.configure({ timeout: 60_000 })
// These tests are about the service worker: it runs here (the other files block it).
test.use({ serviceWorkers: 'allow' })

/** The title a reader sees on each information page, in each language. */
const titles: Record<string, Record<Lang, string>> = {
  'different-membership-types': { en: 'Different Membership Types', tc: '會籍類別', sc: '会籍类别' },
  'explanation-privilege-membership': { en: 'Privilege Membership Explained', tc: '尊尚會籍說明', sc: '尊尚会籍说明' },
  'privilege-membership-document': {
    en: 'Supporting Documents for Privilege Membership',
    tc: '尊尚會籍證明文件',
    sc: '尊尚会籍证明文件',
  },
  'sino-parking-document': {
    en: 'Parking Privilege: Terms and Documents',
    tc: '泊車優惠：條款及所需文件',
    sc: '停车优惠：条款及所需文件',
  },
  'personal-information-collection-statement': {
    en: 'Personal Information Collection Statement',
    tc: '收集個人資料聲明',
    sc: '个人信息收集声明',
  },
}

/** A rule from the spec's membership text that each page states, as read in English. */
const ruleOnPage: Record<string, RegExp> = {
  'different-membership-types': /replacement physical card costs HK\$80 and is mailed to you within 4 to 6 weeks/,
  'explanation-privilege-membership': /at most two of its shareholders or directors may apply/,
  'privilege-membership-document': /dated within the last three months/,
  'sino-parking-document': /rounded up to the next 10 cents/,
  'personal-information-collection-statement': /Personal Data \(Privacy\) Ordinance/,
}

test('every information page opens offline in every language', async ({ page, context }) => {
  await page.goto('/en/Login')
  await installServiceWorker(page)
  await context.setOffline(true)
  for (const lang of ['en', 'tc', 'sc'] as const) {
    for (const [slug, title] of Object.entries(titles)) {
      await page.goto(`/${lang}/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: title[lang] })).toBeVisible()
      if (lang === 'en') await expect(page.getByRole('article')).toContainText(ruleOnPage[slug]!)
      await expect(
        page.getByRole('navigation', { name: { en: 'Membership information', tc: '會籍資訊', sc: '会籍信息' }[lang] }),
      ).toBeVisible()
    }
  }
})

test('the pages read as the spec states the membership rules @phone', async ({ page }) => {
  await page.goto('/en/different-membership-types')
  const comparison = page.getByRole('table', { name: 'What each membership tier offers' })
  await expect(comparison.getByRole('row', { name: /Parking discount/ })).toContainText('25% at participating car parks')
  await expect(page.getByText('To resign your membership, please give 7 working days’ notice.')).toBeVisible()
  await screenshot(page, 'info-membership-types')

  await page
    .getByRole('navigation', { name: 'Membership information' })
    .getByRole('link', { name: 'Supporting Documents for Privilege Membership' })
    .click()
  await expect(page).toHaveURL('/en/privilege-membership-document')
  const proofs = page.getByRole('table', { name: 'Proof accepted for each type of Privilege membership' })
  for (const proof of [
    'Ownership document or rates notice',
    'Lease (tenancy agreement)',
    'Utility bill or bank statement sent to the address',
    'Staff card',
  ]) {
    await expect(proofs).toContainText(proof)
  }

  await page.goto('/tc/sino-parking-document')
  await expect(page.getByText('申請人必須為車輛的登記車主。')).toBeVisible()
  await expect(page.getByText('如車輛以公司名義登記：另須提交公司授權書及周年申報表。')).toBeVisible()
  await screenshot(page, 'info-parking-tc')

  await page.goto('/sc/personal-information-collection-statement')
  await expect(page.getByRole('heading', { level: 2, name: '收集目的' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '个人信息的转移' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^联系我们/ }).last()).toHaveAttribute(
    'href',
    'https://www.sino.com/sc/contact-us/',
  )
  await screenshot(page, 'info-pics-sc')
})

test('the footer leads to the collection statement, logged out and logged in', async ({ page, member }) => {
  await page.goto('/en/Login')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Personal Information Collection Statement' }).click()
  await expect(page).toHaveURL('/en/personal-information-collection-statement')
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information Collection Statement' })).toBeVisible()

  await logIn(page, 'tc', member)
  await page.getByRole('contentinfo').getByRole('link', { name: '收集個人資料聲明' }).click()
  await expect(page).toHaveURL('/tc/personal-information-collection-statement')
  await expect(page.getByRole('heading', { level: 1, name: '收集個人資料聲明' })).toBeVisible()
})
