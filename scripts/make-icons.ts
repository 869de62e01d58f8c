/**
 * Renders the app icons (public/icons/*.png) from one SVG emblem with Chromium.
 * Run after changing the emblem: npm run icons
 */
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts'

const emblem = (size: number, scale: number, rounded: boolean) => {
  const inset = (size * (1 - scale)) / 2
  const s = (size * scale) / 64
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="#0b2545"/>
  <g transform="translate(${inset} ${inset}) scale(${s})">
    <circle cx="32" cy="32" r="21" fill="none" stroke="#c9a45c" stroke-width="2.5"/>
    <path d="M32 14 41 32 32 50 23 32Z" fill="#c9a45c"/>
    <path d="M32 22 36.5 32 32 42 27.5 32Z" fill="#0b2545"/>
  </g>
</svg>`
}

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, rounded: true },
  { file: 'icon-512.png', size: 512, scale: 1, rounded: true },
  // Maskable icons are cropped to a circle of 80 %: the emblem stays inside it.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.72, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.9, rounded: false },
]

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage()
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size })
  await page.setContent(`<style>body{margin:0;background:transparent}</style>${emblem(icon.size, icon.scale, icon.rounded)}`)
  fs.writeFileSync(`public/icons/${icon.file}`, await page.locator('svg').screenshot({ omitBackground: true }))
}
await browser.close()
