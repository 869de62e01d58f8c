import { expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { installServiceWorker, keptDrafts, persistedDropDownLists, persistedMemberId } from './support/offline.ts'
import { heading, link, onPage, openFromProfile, profileTexts, toast } from './support/profile-editor.ts'
import { screenshot } from './support/screens.ts'

/**
 * Offline, what a member enters in the profile editor stays on the device: a save says so, a
 * reload brings it back, and one press saves it once the network is back. The editor's lists
 * are on the device from the first visit to the account, so its pages offer their choices
 * offline, also the Interests page never opened online.
 */

test.describe.configure({ timeout: 120_000 })

test.describe('offline, after a first visit online', () => {
  test.use({ serviceWorkers: 'allow' })

  for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
    const t = profileTexts[lang]

    test(`personal details and interests saved offline are kept through a reload and saved back online (${lang})${inOneLanguage(lang, 'en')}`, async ({
      page,
      context,
      member,
    }) => {
      test.slow()
      await logIn(page, lang, member)
      await installServiceWorker(page)
      await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)
      // Only the profile page was visited: the editor's lists came with it.
      await expect.poll(() => persistedDropDownLists(page)).toEqual(expect.arrayContaining(['SALUTATION', 'INTEREST']))

      await context.setOffline(true)
      await page.reload()
      await openFromProfile(page, lang, t, t.personalProfile)
      await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)
      await link(page, t.basicInformation).click()
      await onPage(page, `/${lang}/update-profile/personal-profile`, t.basicInformation)
      await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
      await page.getByRole('textbox', { name: t.chineseName }).fill('美玲')
      await page.getByRole('button', { name: t.save }).click()
      await expect(toast(page, t.offlineKept)).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: t.draftKept })).toBeVisible()
      await expect(page).toHaveURL(`/${lang}/update-profile/personal-profile`)
      await screenshot(page, `profile-draft-kept-${lang}`, [360])

      // A reload offline (a closed tab, a phone that needed the memory) brings it all back.
      await page.reload()
      await expect(page.getByRole('status').filter({ hasText: t.draftRestored })).toBeVisible()
      await expect(page.getByRole('combobox', { name: t.salutation })).toHaveValue('2')
      await expect(page.getByRole('textbox', { name: t.chineseName })).toHaveValue('美玲')
      await screenshot(page, `profile-draft-restored-${lang}`, [360])

      // The Interests page, never opened online, offers its choices from the device.
      await page.getByRole('link', { name: t.back }).click()
      await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)
      await link(page, t.interests).click()
      await expect(heading(page, t.interests)).toBeVisible()
      await page.getByRole('checkbox', { name: t.interestA }).check()
      await screenshot(page, `profile-draft-interests-offline-${lang}`, [360])
      await page.getByRole('button', { name: t.save }).click()
      await expect(toast(page, t.offlineKept)).toBeVisible()
      await page.reload()
      await expect(page.getByRole('checkbox', { name: t.interestA })).toBeChecked()

      // Back online, one press each saves what was kept, and the drafts leave the device.
      await context.setOffline(false)
      await page.getByRole('button', { name: t.save }).click()
      await expect(toast(page, t.interestsSaved)).toBeVisible()
      await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)
      await link(page, t.basicInformation).click()
      await expect(page.getByRole('textbox', { name: t.chineseName })).toHaveValue('美玲')
      await page.getByRole('button', { name: t.save }).click()
      await expect(toast(page, t.personalSaved)).toBeVisible()
      await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)
      await expect.poll(() => keptDrafts(page)).toEqual([])

      await page.goto(`/${lang}/update-profile/personal-profile`)
      await expect(page.getByRole('textbox', { name: t.chineseName })).toHaveValue('美玲')
      await expect(page.getByRole('combobox', { name: t.salutation })).toHaveValue('2')
      await expect(page.getByText(t.draftRestored)).toBeHidden()
      await page.goto(`/${lang}/update-profile/interest`)
      await expect(page.getByRole('checkbox', { name: t.interestA })).toBeChecked()
    })
  }
})

test('a draft brought back by a reload can be discarded: the form shows the profile again (en)', async ({ page, member }) => {
  const t = profileTexts.en
  await logIn(page, 'en', member)
  await openFromProfile(page, 'en', t, t.languagePreference)
  await expect(heading(page, t.languagePreference)).toBeVisible()
  await page.getByRole('radio', { name: t.languageOption }).check()
  await expect.poll(async () => JSON.stringify(await keptDrafts(page))).toContain('defaultLangId')
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: t.draftRestored })).toBeVisible()
  await expect(page.getByRole('radio', { name: t.languageOption })).toBeChecked()

  await page.getByRole('button', { name: t.discard }).click()
  await expect(page.getByRole('radio', { name: t.languageOption })).not.toBeChecked()
  await expect(page.getByText(t.draftRestored)).toBeHidden()
  expect(await keptDrafts(page)).toEqual([])
  await page.reload()
  await expect(page.getByRole('radio', { name: t.languageOption })).not.toBeChecked()
  await expect(page.getByText(t.draftRestored)).toBeHidden()
})
