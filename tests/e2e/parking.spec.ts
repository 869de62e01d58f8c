import { decideApplication, pdfFile } from './support/applications.ts'
import { createMember, expect, type Lang, logIn, onPhone, test } from './support/fixtures.ts'
import { screenshot } from './support/screens.ts'

/** A plate and an Octopus card of this test alone. */
const uniqueVehicle = () => {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0')
  return { plate: `XY${digits}`, card: `00${digits}` }
}

/** What a person reads applying for parking, in each language. */
const texts = {
  en: {
    menu: 'My account',
    parking: 'Parking',
    title: 'Sino Parking Privilege',
    submit: 'Submit application',
    plateRequired: 'Please enter the vehicle registration number',
    termsRequired: 'Please confirm and accept the terms',
    plate: 'Vehicle registration number',
    card: 'Octopus card number',
    digit: 'Digit in brackets',
    digitsOnly: 'Digits only',
    type: 'Vehicle type',
    typeName: 'Private Car',
    model: 'Vehicle make and model',
    files: 'Choose files (up to 3)',
    confirm: /I confirm that I am the registered owner/,
    received: 'Application received',
    approved: 'Your parking privilege',
    discount: '25% off hourly parking',
    validTo: (year: number) => `31 December ${year}`,
    edit: 'Edit',
    save: 'Save changes',
  },
  tc: {
    menu: '我的帳戶',
    parking: '泊車禮遇',
    title: '信和泊車優惠',
    submit: '提交申請',
    plateRequired: '請輸入車牌號碼',
    termsRequired: '請確認及接受條款',
    plate: '車牌號碼',
    card: '八達通卡號碼',
    digit: '括號內數字',
    digitsOnly: '只可輸入數字',
    type: '車輛類別',
    typeName: '私家車',
    model: '車輛品牌及型號',
    files: '選擇檔案（最多 3 個）',
    confirm: /本人確認為此車輛的登記車主/,
    received: '申請已收到',
    approved: '你的泊車優惠',
    discount: '時租泊車75折',
    validTo: (year: number) => `${year}年12月31日`,
    edit: '修改',
    save: '儲存更改',
  },
  sc: {
    menu: '我的账户',
    parking: '停车礼遇',
    title: '信和停车优惠',
    submit: '提交申请',
    plateRequired: '请输入车牌号码',
    termsRequired: '请确认及接受条款',
    plate: '车牌号码',
    card: '八达通卡号码',
    digit: '括号内数字',
    digitsOnly: '只可输入数字',
    type: '车辆类别',
    typeName: '私家车',
    model: '车辆品牌及型号',
    files: '选择文件（最多 3 个）',
    confirm: /本人确认为此车辆的登记车主/,
    received: '申请已收到',
    approved: '你的停车优惠',
    discount: '时租停车75折',
    validTo: (year: number) => `${year}年12月31日`,
    edit: '修改',
    save: '保存更改',
  },
} as const

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a Privilege member applies for parking, waits, and once approved sees the privilege and edits it (${lang})${onPhone(lang, 'sc')}`, async ({
    page,
  }) => {
    test.slow()
    const t = texts[lang]
    const { plate, card } = uniqueVehicle()
    const member = await createMember({ tier: 'privilege' })
    await logIn(page, lang, member)
    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.parking }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/sinoParking`)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()

    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.plateRequired)).toBeVisible()
    await expect(page.getByText(t.termsRequired)).toBeVisible()

    await page.getByRole('textbox', { name: t.plate }).fill(`${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`)
    await page.getByRole('textbox', { name: t.card }).fill('1234567A')
    await page.getByRole('textbox', { name: t.digit }).fill('8')
    await expect(page.getByText(t.digitsOnly)).toBeVisible()
    await page.getByRole('textbox', { name: t.card }).fill(card)
    await page.getByRole('combobox', { name: t.type }).selectOption({ label: t.typeName })
    await page.getByRole('textbox', { name: t.model }).fill('Toyota Alphard')
    await page.getByLabel(t.files).setInputFiles([pdfFile('vehicle-licence.pdf')])
    await expect(page.getByRole('listitem').filter({ hasText: 'vehicle-licence.pdf' })).toBeVisible()
    await page.getByRole('checkbox', { name: t.confirm }).check()
    await screenshot(page, `parking-form-${lang}`, [360])
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.received)).toBeVisible()

    await decideApplication(member.clubMemberId, 'parking', 'approve')
    await page.reload()
    await expect(page.getByRole('heading', { name: t.approved })).toBeVisible()
    await expect(page.getByText(plate, { exact: true })).toBeVisible()
    await expect(page.getByText(`${card}(8)`, { exact: true })).toBeVisible()
    await expect(page.getByText(t.typeName, { exact: true })).toBeVisible()
    await expect(page.getByText(t.discount, { exact: true })).toBeVisible()
    await expect(page.getByText(t.validTo(new Date().getFullYear()), { exact: true })).toBeVisible()
    await screenshot(page, `parking-approved-${lang}`, [1366, 360])

    await page.getByRole('link', { name: t.edit }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/updateParking`)
    await expect(page.getByRole('textbox', { name: t.plate })).toHaveValue(plate)
    await page.getByRole('textbox', { name: t.model }).fill('Honda Jazz')
    await page.getByRole('checkbox', { name: t.confirm }).check()
    await page.getByRole('button', { name: t.save }).click()
    await expect(page).toHaveURL(`/${lang}/my-account/sinoParking`)
    await expect(page.getByText(t.received)).toBeVisible()
  })
}

test('an Ordinary member reads what the parking privilege is and finds the way to Privilege', async ({ page, member }) => {
  await logIn(page, 'tc', member)
  await page.getByRole('navigation', { name: '我的帳戶' }).getByRole('link', { name: '泊車禮遇' }).click()
  await expect(page.getByRole('heading', { name: '泊車優惠只適用於尊尚會員' })).toBeVisible()
  await page.getByRole('link', { name: '升級至尊尚會員' }).click()
  await expect(page).toHaveURL('/tc/my-account/membershipUpgrade')
})
