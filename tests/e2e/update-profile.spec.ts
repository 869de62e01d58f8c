import type { Page } from '@playwright/test'
import { createMember, expect, fillLogin, type Lang, logIn, loginTexts, type Member, onPhone, test } from './support/fixtures.ts'
import { installServiceWorker, persistedDropDownLists, persistedMemberId } from './support/offline.ts'
import { screenshot } from './support/screens.ts'
import { lastOutboxId, randomPhone, smsCode } from './support/outbox.ts'

/** What a person reads on the profile editor, in each language. */
const texts = {
  en: {
    updateProfile: 'Update profile',
    personalProfile: 'Personal profile',
    basicInformation: 'Basic information',
    contactAddress: 'Contact address',
    interests: 'Interests',
    languagePreference: 'Language preference',
    changePassword: 'Change password',
    back: 'Back',
    save: 'Save',
    success: 'Success!',
    salutation: 'Salutation',
    salutationOption: 'Mrs',
    firstName: 'First name',
    email: 'E-mail address',
    chineseSurname: 'Chinese surname',
    chineseName: 'Chinese given name',
    female: 'Female',
    day: 'day',
    month: 'month',
    year: 'year',
    ageRange: 'Age range',
    ageRangeOption: '35 – 44',
    nationality: 'Nationality',
    nationalityOption: 'Canadian',
    mobile: 'Mobile number',
    yes: 'Yes',
    estate: 'Estate / building',
    estateName: 'The Palazzo',
    street: 'Street',
    unit: 'Flat / room',
    floor: 'Floor',
    district: 'District',
    interestA: 'Travel',
    interestB: 'Music',
    languageOption: 'Simplified Chinese',
    currentPassword: 'Current password',
    newPassword: 'New password',
    retypePassword: 'Retype new password',
    currentPasswordIncorrect: 'Current Password incorrect',
    currentPasswordRequired: 'Please enter your current password',
    retypePasswordSame: 'The passwords do not match',
    phoneTitle: 'Verify your new mobile number',
    code: 'Verification code',
    verify: 'Verify',
    resendIn: /^Resend in \d+s$/,
    wrongCode: 'The verification code is incorrect or has expired.',
    logout: 'Logout',
    wrongLogin: 'Invalid mobile number or password',
    mobileUnique: 'This mobile number has already been registered',
    offline: 'The portal is offline. Your changes have not been saved; please try again when you are back online.',
    offlineNote: /^Offline — last updated /,
    privilegeAddress: 'Privilege member address',
    birthdayInvalid: 'This date of birth does not exist',
  },
  tc: {
    updateProfile: '更新個人資料',
    personalProfile: '個人資料',
    basicInformation: '基本資料',
    contactAddress: '通訊地址',
    interests: '興趣',
    languagePreference: '語言偏好',
    changePassword: '更改密碼',
    back: '返回',
    save: '儲存',
    success: '成功！',
    salutation: '稱謂',
    salutationOption: '太太',
    firstName: '名字',
    email: '電郵地址',
    chineseSurname: '中文姓氏',
    chineseName: '中文名字',
    female: '女',
    day: '日',
    month: '月',
    year: '年',
    ageRange: '年齡組別',
    ageRangeOption: '35 – 44 歲',
    nationality: '國籍',
    nationalityOption: '加拿大',
    mobile: '手機號碼',
    yes: '是',
    estate: '屋苑 / 大廈',
    estateName: '御龍山',
    street: '街道',
    unit: '單位 / 室',
    floor: '樓層',
    district: '地區',
    interestA: '旅遊',
    interestB: '音樂',
    languageOption: '簡體中文',
    currentPassword: '現有密碼',
    newPassword: '新密碼',
    retypePassword: '再次輸入新密碼',
    currentPasswordIncorrect: '現有密碼不正確',
    currentPasswordRequired: '請輸入現有密碼',
    retypePasswordSame: '兩次輸入的密碼不相同',
    phoneTitle: '驗證新手機號碼',
    code: '驗證碼',
    verify: '驗證',
    resendIn: /^\d+ 秒後可重新發送$/,
    wrongCode: '驗證碼不正確或已過期。',
    logout: '登出',
    wrongLogin: '手機號碼或密碼錯誤',
    mobileUnique: '此手機號碼已被登記',
    offline: '會員平台現在離線，您的更改尚未儲存。請於恢復網絡連線後再試。',
    offlineNote: /^離線中 — 最後更新於 /,
    privilegeAddress: '尊尚會員地址',
    birthdayInvalid: '出生日期無效',
  },
  sc: {
    updateProfile: '更新个人资料',
    personalProfile: '个人资料',
    basicInformation: '基本资料',
    contactAddress: '通讯地址',
    interests: '兴趣',
    languagePreference: '语言偏好',
    changePassword: '更改密码',
    back: '返回',
    save: '保存',
    success: '成功！',
    salutation: '称谓',
    salutationOption: '太太',
    firstName: '名字',
    email: '电邮地址',
    chineseSurname: '中文姓氏',
    chineseName: '中文名字',
    female: '女',
    day: '日',
    month: '月',
    year: '年',
    ageRange: '年龄组别',
    ageRangeOption: '35 – 44 岁',
    nationality: '国籍',
    nationalityOption: '加拿大',
    mobile: '手机号码',
    yes: '是',
    estate: '屋苑 / 大厦',
    estateName: '御龙山',
    street: '街道',
    unit: '单位 / 室',
    floor: '楼层',
    district: '地区',
    interestA: '旅游',
    interestB: '音乐',
    languageOption: '简体中文',
    currentPassword: '现有密码',
    newPassword: '新密码',
    retypePassword: '再次输入新密码',
    currentPasswordIncorrect: '现有密码不正确',
    currentPasswordRequired: '请输入现有密码',
    retypePasswordSame: '两次输入的密码不相同',
    phoneTitle: '验证新手机号码',
    code: '验证码',
    verify: '验证',
    resendIn: /^\d+ 秒后可重新发送$/,
    wrongCode: '验证码不正确或已过期。',
    logout: '登出',
    wrongLogin: '手机号码或密码错误',
    mobileUnique: '此手机号码已被登记',
    offline: '会员平台现在离线，您的更改尚未保存。请于恢复网络连接后再试。',
    offlineNote: /^离线中 — 最后更新于 /,
    privilegeAddress: '尊尚会员地址',
    birthdayInvalid: '出生日期无效',
  },
} as const

type Texts = (typeof texts)[Lang]

// Each test makes its member, logs in and goes through several pages: more steps than most.
test.describe.configure({ timeout: 120_000 })

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
/**
 * A link of the page itself (the footer's links say 'personal' too), by the start of its name:
 * a menu row's name goes on with its hint, which may name another row.
 */
const link = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })

/**
 * Arrived on a page: its path, and its heading, since the page before stays on screen until
 * the next one is ready and may have links of the same names.
 */
async function onPage(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(path)
  await expect(heading(page, title)).toBeVisible()
}

/** From the profile page through the menus to a page of the editor, as a member clicks. */
async function openFromProfile(page: Page, lang: Lang, t: Texts, ...steps: string[]) {
  await link(page, t.updateProfile).click()
  await onPage(page, `/${lang}/update-profile`, t.updateProfile)
  for (const step of steps) await link(page, step).click()
}

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

  test(`a member edits personal profile, contact address, interests and language; a reload shows them (${lang})${onPhone(lang, 'sc')}`, async ({
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
    await expect(page.getByRole('combobox', { name: t.month, exact: true })).toBeDisabled()
    await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
    await page.getByRole('textbox', { name: t.chineseSurname }).fill('陳')
    await page.getByRole('textbox', { name: t.chineseName }).fill('美玲')
    await page.getByRole('radio', { name: t.female }).check()
    await page.getByRole('combobox', { name: t.day, exact: true }).selectOption('12')
    await page.getByRole('textbox', { name: t.year, exact: true }).fill('1985')
    await page.getByRole('combobox', { name: t.ageRange }).selectOption({ label: t.ageRangeOption })
    await page.getByRole('combobox', { name: t.nationality }).selectOption({ label: t.nationalityOption })
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.success)).toBeVisible()
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
    await expect(toast(page, t.success)).toBeVisible()
    await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)

    await link(page, t.interests).click()
    await page.getByRole('checkbox', { name: t.interestA }).check()
    await page.getByRole('checkbox', { name: t.interestB }).check()
    await screenshot(page, `update-profile-interest-chosen-${lang}`)
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.success)).toBeVisible()
    await onPage(page, `/${lang}/update-profile/basic-info`, t.personalProfile)

    await link(page, t.back).click()
    await onPage(page, `/${lang}/update-profile`, t.updateProfile)
    await link(page, t.languagePreference).click()
    await page.getByRole('radio', { name: t.languageOption }).check()
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.success)).toBeVisible()
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

  test(`a member changes the password and logs in with the new one (${lang})`, async ({ page, member }) => {
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
    await expect(toast(page, t.currentPasswordIncorrect)).toBeVisible()
    // A refused change keeps what was typed.
    await expect(page.getByRole('textbox', { name: t.newPassword, exact: true })).toHaveValue(newPassword)

    await page.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
    await page.getByRole('button', { name: t.save }).click()
    await expect(toast(page, t.success)).toBeVisible()
    await onPage(page, `/${lang}/update-profile`, t.updateProfile)

    await logOutAndIn(page, lang, t, member)
    await expect(toast(page, t.wrongLogin)).toBeVisible()
    await expect(page).toHaveURL(`/${lang}/Login`)
    await page.getByRole('textbox', { name: loginTexts[lang].password, exact: true }).fill(newPassword)
    await page.getByRole('button', { name: loginTexts[lang].submit, exact: true }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/Profile`)
  })

  test(`a member changes the mobile number with the code sent to it (${lang})`, async ({ page, member }) => {
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
    await expect(toast(page, t.success)).toBeVisible()
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
    await expect(toast(page, t.offline)).toBeVisible()
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
    body.data.privilegeAddress = {
      isLiveInSinoProperties: true,
      sinoEstate: 1,
      nonSinoEstate: null,
      otherEstate: '',
      propertyTypeId: 1,
      unit: 'C',
      floor: '15',
      block: '3',
      street: '28 Lok King Street, Fo Tan',
      district: 16,
      otherDistrict: '',
      areaId: 3,
      otherArea: '',
      countryId: 56,
      otherCountry: '',
    }
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
