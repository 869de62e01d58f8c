import type { Locator } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

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
