import type { Locator, Page } from '@playwright/test'
import { expect, type Lang, logIn, inOneLanguage, test } from './support/fixtures.ts'
import { randomPhone } from './support/outbox.ts'
import { openFromProfile, profileTexts } from './support/profile-editor.ts'

type Rgb = [number, number, number]

const rgbOf = (css: string): Rgb => {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number)
  return [r, g, b]
}

/** WCAG relative luminance and contrast ratio. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The ring a keyboard user sees on an element: the outline's colour, the halo's (the shadow
 * filling the outline's offset) and the first opaque background behind the element.
 */
async function focusRing(element: Locator) {
  await element.focus()
  return element.evaluate((el) => {
    const style = getComputedStyle(el)
    let behind: Element | null = el.parentElement
    let background = 'rgb(255, 255, 255)'
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color
        break
      }
      behind = behind.parentElement
    }
    return {
      visible: el.matches(':focus-visible'),
      outline: style.outlineColor,
      width: parseFloat(style.outlineWidth),
      halo: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null,
      background,
    }
  })
}

test('the focus ring stands out 3:1 or more on the light page and on the navy footer', async ({ page }) => {
  await page.goto('/en/Login')
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeEnabled()
  await page.getByRole('textbox', { name: 'Mobile number' }).focus()
  await page.keyboard.press('Tab')

  for (const element of [
    page.getByRole('link', { name: 'Forgot password?' }),
    page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }),
  ]) {
    const ring = await focusRing(element)
    expect(ring.visible).toBe(true)
    expect(ring.width).toBeGreaterThanOrEqual(2)
    expect(ring.halo).not.toBeNull()
    const outline = rgbOf(ring.outline)
    const halo = rgbOf(ring.halo!)
    const background = rgbOf(ring.background)
    // The ring is the outline with its halo: one of the two meets 3:1 against what is behind, and they meet it against each other.
    expect(contrast(outline, halo)).toBeGreaterThanOrEqual(3)
    expect(Math.max(contrast(outline, background), contrast(halo, background))).toBeGreaterThanOrEqual(3)
  }
})

test('the QR popup closed with Escape gives the focus back to the button that opened it', async ({ page, member }) => {
  await logIn(page, 'en', member)
  const showQr = page.getByRole('button', { name: 'Show QR code' })
  await showQr.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(showQr).toBeFocused()
})

/** Registration step 1 filled in and sent: the page moves to step 2. */
async function toRegistrationStepTwo(page: Page) {
  const phone = randomPhone()
  await page.goto('/en/registration')
  await page.getByRole('combobox', { name: 'Salutation' }).selectOption({ label: 'Mr' })
  await page.getByRole('textbox', { name: 'First name' }).fill('Focus')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Tester')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`f${phone}@example.com`)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('combobox', { name: 'Month of birth' }).selectOption('3')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/en/registration/step-2')
}

test('the registration restart dialog closed with Escape gives the focus back to Back', async ({ page }) => {
  await toRegistrationStepTwo(page)
  const back = page.getByRole('button', { name: 'Back' })
  await back.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Start the registration again?' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(back).toBeFocused()
})

test('a focus put on the new page stays there when the code that moves it to the heading arrives late', async ({ page }) => {
  // The code that focuses a new page's heading loads at the first move; it is held back here.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const delivered = page.waitForEvent('requestfinished', async (request) =>
    (await request.response())!.text().then((body) => body.includes('main h1')),
  )
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('main h1')) await held
    await route.fulfill({ response, body })
  })
  await toRegistrationStepTwo(page)
  const back = page.getByRole('button', { name: 'Back' })
  await back.focus()
  release()
  await delivered
  // It runs within a frame of arriving, and looks for the heading each frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(back).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Start the registration again?' })).toBeVisible()
})

test('on a phone, the menu closed with Escape gives the focus back to its button @phone', async ({ page }) => {
  await page.goto('/en/Login')
  const open = page.getByRole('button', { name: 'Open menu' })
  // The page shows before its script runs: the menu opens once its button is enabled.
  await expect(open).toBeEnabled()
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden()
  await expect(open).toBeFocused()
})

test("the registration's code step puts the focus in the code field", async ({ page }) => {
  await toRegistrationStepTwo(page)
  await page.getByRole('radio', { name: 'Yes' }).check()
  await page.getByRole('radio', { name: 'Not now (Ordinary membership)' }).check()
  const estate = page.getByRole('combobox', { name: 'Estate / building' })
  await estate.click()
  await estate.fill('Palazzo')
  await page.getByRole('option', { name: 'The Palazzo' }).click()
  await page.getByRole('textbox', { name: 'Flat / room' }).fill('A')
  await page.getByRole('textbox', { name: 'Floor' }).fill('12')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL('/en/registration/step-3')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Newpass!123')
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Newpass!123')
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeFocused()
})

for (const lang of ['en', 'tc', 'sc'] as const satisfies readonly Lang[]) {
  test(`a new mobile number's code step puts the focus in the code field (${lang})${inOneLanguage(lang, 'tc')}`, async ({
    page,
    member,
  }) => {
    const t = profileTexts[lang]
    await logIn(page, lang, member)
    await openFromProfile(page, lang, t, t.personalProfile, t.basicInformation)
    await page.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.salutationOption })
    await page.getByRole('textbox', { name: t.mobile }).fill(randomPhone())
    await page.getByRole('textbox', { name: t.currentPassword }).fill(member.password)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page.getByRole('heading', { name: t.phoneTitle })).toBeVisible()
    await expect(page.getByRole('textbox', { name: t.code })).toBeFocused()
  })
}
