/**
 * Renders the app icons (public/icons/*.png) from one SVG emblem, and the images of the wallet
 * passes (the app icon, and each tier's emblem as the pass logo), with Chromium.
 * Run after changing the emblem or a tier's emblem: npm run icons
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

const passImages = 'src/server/modules/wallet/pass-images'
/** An Apple Wallet pass holds each image at 1x, 2x and 3x: the icon at 29 points, the logo at 50 points high. */
const scales = [
  ['', 1],
  ['@2x', 2],
  ['@3x', 3],
] as const
const tierEmblem = (tier: 'ordinary' | 'privilege', size: number) =>
  fs.readFileSync(`public/icons/tier-${tier}.svg`, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `)
const images = [
  ...icons.map((icon) => ({
    file: `public/icons/${icon.file}`,
    size: icon.size,
    svg: emblem(icon.size, icon.scale, icon.rounded),
  })),
  ...scales.flatMap(([suffix, scale]) => [
    { file: `${passImages}/icon${suffix}.png`, size: 29 * scale, svg: emblem(29 * scale, 1, true) },
    ...(['ordinary', 'privilege'] as const).map((tier) => ({
      file: `${passImages}/logo-${tier}${suffix}.png`,
      size: 50 * scale,
      svg: tierEmblem(tier, 50 * scale),
    })),
  ]),
]

fs.mkdirSync(passImages, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage()
for (const image of images) {
  await page.setViewportSize({ width: image.size, height: image.size })
  await page.setContent(`<style>body{margin:0;background:transparent}</style>${image.svg}`)
  fs.writeFileSync(image.file, await page.locator('svg').screenshot({ omitBackground: true }))
}
await browser.close()
