import type { Page } from '@playwright/test'
import {
  createMember,
  expect,
  fillLogin,
  type Lang,
  logIn,
  loginTexts,
  type Member,
  inOneLanguage,
  test,
} from './support/fixtures.ts'
import { installServiceWorker, persistedDropDownLists, persistedMemberId } from './support/offline.ts'
import {
  heading,
  link,
  onPage,
  openFromProfile,
  profileTexts as texts,
  type ProfileTexts as Texts,
  toast,
} from './support/profile-editor.ts'
import { screenshot } from './support/screens.ts'
import { lastOutboxId, randomPhone, smsCode } from './support/outbox.ts'
import { groupAddress } from '../support/group-address.ts'

// Each test makes its member, logs in and goes through several pages: more steps than most.
test.describe.configure({ timeout: 120_000 })

/** Logout, then login again on the page the portal lands on. */
async function logOutAndIn(page: Page, lang: Lang, t: Texts, member: Pick<Member, 'phone' | 'password'>) {
  await page.getByRole('button', { name: t.logout }).click()
  await expect(page).toHaveURL(`/${lang}/Login`)
  await expect(heading(page, loginTexts[lang].heading)).toBeVisible()
  await fillLogin(page, lang, member)
}

async function chooseEstate(page: Page, t: Texts) {
  const estate = page.getByRole('combobox', { name: t.estate })
  await estate.click()
  await estate.fill(t.estateName.slice(-3))
  await page.getByRole('option', { name: t.estateName }).click()
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  const t = texts[lang]

  test(`a member edits personal profile, contact address, interests and language; a reload shows them (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
    member,
  }) => {
    await logIn(page, lang, member)
    await openFromProfile(page, lang, t, t.personalProfile)
    await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)
    await link(page, t.basicInformation).click()
    await onPage(page, `/${lang}/update-profile/personal-profile`, t.basicInformation)

    // Names and e-mail are the club's record: shown, not editable.
    await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue('Tai Man')
    await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveAttribute('readonly', '')
    await expect(page.getByRole('textbox', { name: t.email })).toHaveValue(`m${member.phone}@example.com`)
    await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
    await page.getByRole('textbox', { name: t.chineseSurname }).fill('陳')
    await page.getByRole('textbox', { name: t.chineseName }).fill('美玲')
    await page.getByRole('radio', { name: t.female }).check()
    await page.getByRole('combobox', { name: t.day, exact: true }).selectOption('12')
    await page.getByRole('textbox', { name: t.year, exact: true }).fill('1985')
    await page.getByRole('combobox', { name: t.ageRange }).selectOption({ label: t.ageRangeOption })
    await page.getByRole('combobox', { name: t.nationality }).selectOption({ label: t.nationalityOption })
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.personalSaved)).toBeVisible()
    // Back one page: the menu the member came from.
    await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)

    await link(page, t.contactAddress).click()
    await expect(heading(page, t.contactAddress)).toBeVisible()
    await page.getByRole('radio', { name: t.yes }).check()
    await chooseEstate(page, t)
    await expect(page.getByRole('textbox', { name: t.street })).toHaveValue('28 Lok King Street, Fo Tan')
    await page.getByRole('textbox', { name: t.unit }).fill('B')
    await page.getByRole('textbox', { name: t.floor }).fill('8')
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.contactAddressSaved)).toBeVisible()
    await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)

    await link(page, t.interests).click()
    await page.getByRole('checkbox', { name: t.interestA }).check()
    await page.getByRole('checkbox', { name: t.interestB }).check()
    await screenshot(page, `update-profile-interest-chosen-${lang}`)
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.interestsSaved)).toBeVisible()
    await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)

    await link(page, t.back).click()
    await onPage(page, `/${lang}/update-profile`, t.updateProfile)
    await link(page, t.languagePreference).click()
    await page.getByRole('radio', { name: t.languageOption }).check()
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.languageSaved)).toBeVisible()
    await onPage(page, `/${lang}/update-profile`, t.updateProfile)

    // Every page shows what was saved, after a reload as well.
    await page.goto(`/${lang}/update-profile/personal-profile`)
    await page.reload()
    await expect(page.getByRole('combobox', { name: t.salutation })).toHaveValue('2')
    await expect(page.getByRole('textbox', { name: t.chineseSurname })).toHaveValue('陳')
    await expect(page.getByRole('textbox', { name: t.chineseName })).toHaveValue('美玲')
    await expect(page.getByRole('radio', { name: t.female })).toBeChecked()
    await expect(page.getByRole('combobox', { name: t.day, exact: true })).toHaveValue('12')
    await expect(page.getByRole('textbox', { name: t.year, exact: true })).toHaveValue('1985')
    await expect(page.getByRole('combobox', { name: t.nationality })).toHaveValue('4')
    await page.goto(`/${lang}/update-profile/contact-address`)
    await expect(page.getByRole('combobox', { name: t.estate })).toHaveValue(t.estateName)
    await expect(page.getByRole('textbox', { name: t.unit })).toHaveValue('B')
    await expect(page.getByRole('textbox', { name: t.floor })).toHaveValue('8')
    await page.goto(`/${lang}/update-profile/interest`)
    await expect(page.getByRole('checkbox', { name: t.interestA })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: t.interestB })).toBeChecked()
    await page.goto(`/${lang}/update-profile/others`)
    await expect(page.getByRole('radio', { name: t.languageOption })).toBeChecked()
  })

  test(`a member changes the password and logs in with the new one (${lang})${inOneLanguage(lang, 'tc', 'desktop')}`, async ({
    page,
    member,
  }) => {
    const newPassword = 'Changed@456'
    await logIn(page, lang, member)
    await openFromProfile(page, lang, t, t.changePassword)
    await expect(heading(page, t.changePassword)).toBeVisible()

    await page.getByRole('textbox', { name: t.currentPassword }).fill('Wrong#1234')
    await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill(newPassword)
    await page.getByRole('textbox', { name: t.retypePassword }).fill('Changed@457')
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByText(t.retypePasswordSame)).toBeVisible()
    await page.getByRole('textbox', { name: t.retypePassword }).fill(newPassword)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByText(t.currentPasswordIncorrect)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.currentPassword })).toBeFocused()
    // A refused change keeps what was typed.
    await expect(page.getByRole('textbox', { name: t.newPassword, exact: true })).toHaveValue(newPassword)

    await page.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.passwordSaved)).toBeVisible()
    await onPage(page, `/${lang}/update-profile`, t.updateProfile)

    await logOutAndIn(page, lang, t, member)
    await expect(page.getByRole('textbox', { name: loginTexts[lang].password, exact: true })).toHaveAccessibleDescription(
      new RegExp(`${t.wrongLogin}$`),
    )
    await expect(page).toHaveURL(`/${lang}/Login`)
    await page.getByRole('textbox', { name: loginTexts[lang].password, exact: true }).fill(newPassword)
    await page.getByRole('button', { name: loginTexts[lang].submit, exact: true }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
  })

  test(`a member changes the mobile number with the code sent to it (${lang})${inOneLanguage(lang, 'en', 'desktop')}`, async ({
    page,
    member,
  }) => {
    const newPhone = randomPhone()
    await logIn(page, lang, member)
    await openFromProfile(page, lang, t, t.personalProfile, t.basicInformation)
    await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
    await page.getByRole('textbox', { name: t.mobile }).fill(newPhone)
    const since = await lastOutboxId()
    // The login phone is not moved on the strength of a session: the current password is asked.
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByText(t.currentPasswordRequired)).toBeVisible()
    await page.getByRole('textbox', { name: t.currentPassword }).fill('Wrong#1234')
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByText(t.currentPasswordIncorrect)).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.currentPassword })).toBeFocused()
    await page.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
    await page.getByRole('button', { name: t.save }).click()

    await expect(page.getByRole('heading', { name: t.phoneTitle })).toBeVisible()
    await expect(page.getByText(`+852 ${newPhone}`)).toBeVisible()
    await expect(page.getByRole('button', { name: t.resendIn })).toBeDisabled()
    await screenshot(page, `update-profile-phone-code-${lang}`)
    const code = await smsCode(newPhone, since)
    await page.getByRole('textbox', { name: t.code }).fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: t.verify }).click()
    await expect(page.getByText(t.wrongCode)).toBeVisible()
    await page.getByRole('textbox', { name: t.code }).fill(code)
    await page.getByRole('button', { name: t.verify }).click()
    await expect(toast(page, t.phoneSaved)).toBeVisible()
    await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)

    await page.goto(`/${lang}/update-profile/personal-profile`)
    await expect(page.getByRole('textbox', { name: t.mobile })).toHaveValue(newPhone)
    await logOutAndIn(page, lang, t, { phone: newPhone, password: member.password })
    await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
  })
}

test('a save the server refuses keeps what was typed and marks the field', async ({ page, member }) => {
  const t = texts.en
  const other: Member = await createMember()
  await logIn(page, 'en', member)
  await page.goto('/en/update-profile/personal-profile')
  await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
  await page.getByRole('textbox', { name: t.chineseName }).fill('美玲')
  await page.getByRole('textbox', { name: t.mobile }).fill(other.phone)
  await page.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText(t.mobileUnique)).toBeVisible()
  await expect(page).toHaveURL('/en/update-profile/personal-profile')
  await expect(page.getByRole('textbox', { name: t.chineseName })).toHaveValue('美玲')
  await expect(page.getByRole('textbox', { name: t.mobile })).toHaveValue(other.phone)

  // A date that does not exist is refused before anything is sent.
  await page.getByRole('textbox', { name: t.mobile }).fill(member.phone)
  await page.getByRole('combobox', { name: t.day, exact: true }).selectOption('31')
  await page.getByRole('textbox', { name: t.year, exact: true }).fill('85')
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText('Year of birth must be 4 digits, for example 1985')).toBeVisible()
})

test.describe('offline', () => {
  // This test needs the service worker, which the other tests of this file block.
  test.use({ serviceWorkers: 'allow' })

  test('offline, the editor opens from the device and a save says the portal is offline (tc)', async ({
    page,
    context,
    member,
  }) => {
    test.slow()
    const t = texts.tc
    await logIn(page, 'tc', member)
    await installServiceWorker(page)
    await expect.poll(() => persistedMemberId(page)).toBe(member.clubMemberId)
    await page.goto('/tc/update-profile/personal-profile')
    await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue('Tai Man')
    // The form's lists reach the device a moment after they show; offline, they come from there.
    await expect.poll(() => persistedDropDownLists(page)).toContain('SALUTATION')

    await context.setOffline(true)
    await page.reload()
    await expect(heading(page, t.basicInformation)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: t.offlineNote })).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.firstName, exact: true })).toHaveValue('Tai Man')
    await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
    await page.getByRole('textbox', { name: t.chineseName }).fill('美玲')
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.offlineKept)).toBeVisible()
    await expect(page).toHaveURL('/tc/update-profile/personal-profile')
    await expect(page.getByRole('textbox', { name: t.chineseName })).toHaveValue('美玲')
  })
})

test('a privilege member sees the privilege-member address, read-only, above the contact address (sc)', async ({ page }) => {
  const t = texts.sc
  const member = await createMember({ tier: 'privilege' })
  // No screen grants privilege addresses yet (staff review does): the profile answer is given one.
  await page.route('**/api/getProfile', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data.privilegeAddress = { ...groupAddress, unit: 'C', floor: '15' }
    await route.fulfill({ response, json: body })
  })
  await logIn(page, 'sc', member)
  await page.goto('/sc/update-profile/contact-address')
  const block = page.getByRole('region', { name: t.privilegeAddress })
  await expect(block).toContainText(t.estateName)
  await expect(block).toContainText('28 Lok King Street, Fo Tan')
  await expect(block.getByRole('textbox')).toHaveCount(0)
  // The contact address itself is still the member's to fill in, with every address rule.
  await page.getByRole('button', { name: t.save }).click()
  await expect(page.getByText('请选择屋苑或大厦')).toBeVisible()
  await expect(page.getByText('请选择地区')).toBeVisible()
})
