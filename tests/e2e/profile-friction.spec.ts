import type { Page } from '@playwright/test'
import { expect, type Lang, logIn, type Member, inOneLanguage, test } from './support/fixtures.ts'
import { heading, profileTexts, toast } from './support/profile-editor.ts'
import { screenshot } from './support/screens.ts'
import { createStaff, signInAsStaff } from './support/staff.ts'

// A member's pages and a staff desk beside them: more steps than most tests.
test.describe.configure({ timeout: 120_000 })

/** What a person reads on the date of birth, the upgrade form, the password form and the staff desk, in each language. */
const texts = {
  en: {
    birthdayOnce: 'Please check it before you save: once saved, your date of birth cannot be changed.',
    underAge: 'Members are 18 or over: please check your year of birth',
    readOnlyNote: 'Your name, e-mail address and the date of birth on record cannot be changed here.',
    members: 'Members',
    memberSearch: 'Search by member ID, phone, e-mail or name',
    searchButton: 'Search',
    staffProfile: 'Profile',
    upgradeTitle: 'Upgrade to Privilege',
    owner: 'Owner',
    staff: 'Sino Group staff',
    staffNumber: 'Staff number',
    submit: 'Submit application',
    typeRequired: 'Please choose at least one membership type',
    staffNumberRequired: 'Please enter your staff number',
    documentRequired: 'Please upload at least one supporting document',
    useContactAddress: 'Use my contact address',
    contactAddressUsed: 'Your contact address is filled in. Change anything that is different for this application.',
    passwordHint:
      '8 to 16 characters, with an uppercase letter, a lowercase letter, a digit and one of these symbols: @ $ ! % * ? &. No other symbol or space can be used.',
    passwordRule:
      'The password must be 8 to 16 characters, with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&, and only letters, digits and those symbols',
  },
  tc: {
    birthdayOnce: '儲存前請核對：出生日期一經儲存便不可更改。',
    underAge: '會員須年滿 18 歲，請檢查您的出生年份',
    readOnlyNote: '姓名、電郵地址及已記錄的出生日期不可在此更改。',
    members: '會員',
    memberSearch: '搜尋會員編號、手機號碼、電郵或姓名',
    searchButton: '搜尋',
    staffProfile: '個人資料',
    upgradeTitle: '升級至尊尚會員',
    owner: '業主',
    staff: '信和集團員工',
    staffNumber: '員工編號',
    submit: '提交申請',
    typeRequired: '請選擇最少一種會員類別',
    staffNumberRequired: '請輸入員工編號',
    documentRequired: '請上載最少一份證明文件',
    useContactAddress: '使用我的通訊地址',
    contactAddressUsed: '已填上您的通訊地址。如本申請的地址有所不同，請修改。',
    passwordHint: '8 至 16 個字元，須包括大楷字母、細楷字母、數字及以下其中一個符號：@ $ ! % * ? &。不可使用其他符號或空格。',
    passwordRule: '密碼須為 8 至 16 個字元，包含細楷字母、大楷字母、數字及 @$!%*?& 其中一個符號，並只可使用字母、數字及這些符號',
  },
  sc: {
    birthdayOnce: '保存前请核对：出生日期一经保存便不可更改。',
    underAge: '会员须年满 18 岁，请检查您的出生年份',
    readOnlyNote: '姓名、电子邮箱及已记录的出生日期不可在此更改。',
    members: '会员',
    memberSearch: '搜索会员编号、手机号码、电子邮箱或姓名',
    searchButton: '搜索',
    staffProfile: '个人信息',
    upgradeTitle: '升级至尊尚会员',
    owner: '业主',
    staff: '信和集团员工',
    staffNumber: '员工编号',
    submit: '提交申请',
    typeRequired: '请选择至少一种会员类别',
    staffNumberRequired: '请输入员工编号',
    documentRequired: '请上传至少一份证明文件',
    useContactAddress: '使用我的通讯地址',
    contactAddressUsed: '已填上您的通讯地址。如本申请的地址有所不同，请修改。',
    passwordHint: '8 至 16 个字符，须包括大写字母、小写字母、数字及以下其中一个符号：@ $ ! % * ? &。不能使用其他符号或空格。',
    passwordRule: '密码须为 8 至 16 个字符，包含小写字母、大写字母、数字及 @$!%*?& 其中一个符号，并只能使用字母、数字及这些符号',
  },
} as const

/** The three controls of the date of birth, each by its own label. */
const birthdayControls = (page: Page, lang: Lang) => {
  const p = profileTexts[lang]
  return {
    day: page.getByRole('combobox', { name: p.day, exact: true }),
    month: page.getByRole('combobox', { name: p.month, exact: true }),
    year: page.getByRole('textbox', { name: p.year, exact: true }),
  }
}

/** A staff desk opened on the member's record, found by phone; answers the record's profile section. */
async function memberRecordOnDesk(desk: Page, lang: Lang, member: Member) {
  const t = texts[lang]
  await desk.goto(`/${lang}/staff/login`)
  await signInAsStaff(desk, lang, await createStaff('reviewer'))
  await desk.getByRole('link', { name: t.members, exact: true }).click()
  await desk.getByRole('searchbox', { name: t.memberSearch }).fill(member.phone)
  await desk.getByRole('button', { name: t.searchButton }).click()
  await desk.getByRole('row').filter({ hasText: member.clubMemberId }).getByRole('link').click()
  return desk.getByRole('region', { name: t.staffProfile })
}

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  const t = texts[lang]
  const p = profileTexts[lang]

  test(`a member gives the date of birth once, part by part, within the age rule, and staff see what was saved (${lang})${inOneLanguage(lang, 'tc')}`, async ({
    page,
    browser,
    member,
  }) => {
    await logIn(page, lang, member)
    await page.goto(`/${lang}/update-profile/personal-profile`)
    await expect(heading(page, p.basicInformation)).toBeVisible()
    const birthday = birthdayControls(page, lang)
    // Nothing on record: each part labelled and open to the member, with a word that it is given once.
    for (const control of [birthday.day, birthday.month, birthday.year]) await expect(control).toBeEnabled()
    await expect(page.getByText(t.birthdayOnce)).toBeVisible()

    await page.getByRole('combobox', { name: p.salutation }).selectOption({ label: p.salutationOption })
    await birthday.day.selectOption('12')
    await birthday.year.fill('2015')
    await page.getByRole('button', { name: p.save }).click()
    await expect(page.getByText(t.underAge)).toBeVisible()
    await expect(birthday.year).toHaveAttribute('aria-invalid', 'true')
    await screenshot(page, `profile-birthday-under-age-${lang}`, [360, 1366])

    await birthday.year.fill('1985')
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page, p.personalSaved)).toBeVisible()

    // Staff read exactly what is saved: a day and a year, no month yet.
    const desk = await (await browser.newContext()).newPage()
    const record = await memberRecordOnDesk(desk, lang, member)
    await expect(record).toContainText('12 / – / 1985')
    await screenshot(desk, `staff-member-birthday-partial-${lang}`, [1366, 360])

    // The parts on record are read-only; the month, still missing, can be given.
    await page.goto(`/${lang}/update-profile/personal-profile`)
    await expect(birthday.day).toBeDisabled()
    await expect(birthday.day).toHaveValue('12')
    await expect(birthday.year).toBeDisabled()
    await expect(birthday.year).toHaveValue('1985')
    await expect(birthday.month).toBeEnabled()
    await birthday.month.selectOption('3')
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page, p.personalSaved)).toBeVisible()

    await page.goto(`/${lang}/update-profile/personal-profile`)
    for (const control of [birthday.day, birthday.month, birthday.year]) await expect(control).toBeDisabled()
    await expect(birthday.month).toHaveValue('3')
    await expect(page.getByText(t.readOnlyNote)).toBeVisible()
    await expect(page.getByText(t.birthdayOnce)).toHaveCount(0)
    await screenshot(page, `profile-birthday-on-record-${lang}`, [360, 1366])

    await desk.reload()
    await expect(record).toContainText('12 / 3 / 1985')
  })

  test(`the upgrade form offers the contact address, and fields it opens are not red before they are touched (${lang})${inOneLanguage(lang, 'sc')}`, async ({
    page,
    member,
  }) => {
    await logIn(page, lang, member)
    await page.goto(`/${lang}/update-profile/contact-address`)
    await page.getByRole('radio', { name: p.yes }).check()
    const estate = page.getByRole('combobox', { name: p.estate })
    await estate.click()
    await estate.fill(p.estateName.slice(-3))
    await page.getByRole('option', { name: p.estateName }).click()
    await page.getByRole('textbox', { name: p.unit }).fill('B')
    await page.getByRole('textbox', { name: p.floor }).fill('8')
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page, p.contactAddressSaved)).toBeVisible()

    await page.goto(`/${lang}/my-account/membershipUpgrade`)
    await expect(page.getByRole('heading', { level: 1, name: t.upgradeTitle })).toBeVisible()
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.submit }) })
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.typeRequired)).toBeVisible()

    // An answer after a refused submit opens more of the form: nothing there is red yet.
    await page.getByRole('checkbox', { name: t.owner }).check()
    await page.getByRole('checkbox', { name: t.staff }).check()
    await expect(page.getByRole('combobox', { name: p.estate })).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.staffNumber })).toBeVisible()
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)
    await expect(form.getByRole('alert')).toHaveCount(0)
    await screenshot(page, `upgrade-opened-after-refusal-${lang}`, [360, 1366])

    // A field the member has been to speaks for itself.
    const staffNumber = page.getByRole('textbox', { name: t.staffNumber })
    await staffNumber.fill('S1')
    await staffNumber.fill('')
    await expect(page.getByText(t.staffNumberRequired)).toBeVisible()
    await expect(staffNumber).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(t.documentRequired)).toHaveCount(0)

    // The address on the profile is offered, and stays the member's to change.
    await page.getByRole('button', { name: t.useContactAddress }).click()
    await expect(page.getByRole('status').filter({ hasText: t.contactAddressUsed })).toBeVisible()
    await expect(page.getByRole('combobox', { name: p.estate })).toHaveValue(p.estateName)
    await expect(page.getByRole('textbox', { name: p.unit })).toHaveValue('B')
    await expect(page.getByRole('textbox', { name: p.floor })).toHaveValue('8')
    await page.getByRole('textbox', { name: p.floor }).fill('9')
    await expect(page.getByRole('textbox', { name: p.floor })).toHaveValue('9')
    await screenshot(page, `upgrade-contact-address-used-${lang}`, [360, 1366])

    // The next submit speaks for every field shown: here only what is still missing.
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.documentRequired).first()).toBeVisible()
    await expect(page.getByRole('combobox', { name: p.estate })).not.toHaveAttribute('aria-invalid', 'true')
  })

  test(`a password change states the rule, and a wrong current password is said on its field (${lang})${inOneLanguage(lang, 'en')}`, async ({
    page,
    member,
  }) => {
    await logIn(page, lang, member)
    await page.goto(`/${lang}/update-profile/change-password`)
    await expect(heading(page, p.changePassword)).toBeVisible()
    await expect(page.getByText(t.passwordHint)).toBeVisible()

    const current = page.getByRole('textbox', { name: p.currentPassword })
    const newPassword = page.getByRole('textbox', { name: p.newPassword, exact: true })
    await current.fill('Wrong#1234')
    await newPassword.fill('Ab1!')
    await page.getByRole('textbox', { name: p.retypePassword }).fill('Ab1!')
    await page.getByRole('button', { name: p.save }).click()
    await expect(page.getByText(t.passwordRule)).toBeVisible()

    await newPassword.fill('Changed@456')
    await page.getByRole('textbox', { name: p.retypePassword }).fill('Changed@456')
    await page.getByRole('button', { name: p.save }).click()
    await expect(page.getByText(p.currentPasswordIncorrect)).toBeVisible()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    await expect(current).toBeFocused()
    await expect(toast(page, p.currentPasswordIncorrect)).toHaveCount(0)
    await screenshot(page, `password-wrong-current-${lang}`, [360, 1366])

    await current.fill(member.password)
    await expect(page.getByText(p.currentPasswordIncorrect)).toHaveCount(0)
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page, p.passwordSaved)).toBeVisible()
  })
}
