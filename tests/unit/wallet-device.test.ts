import { describe, expect, it } from 'vitest'
import { isAppleWalletDevice } from '#client/features/wallet/wallet-device.ts'

const userAgents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadDesktopSite:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
}

describe('which wallet a device is offered', () => {
  it.each([
    ['an iPhone in Safari', userAgents.iPhoneSafari, 0, true],
    ['an iPhone in Chrome (WebKit too, which hands passes to Wallet)', userAgents.iPhoneChrome, 0, true],
    ['an iPad asking for the desktop site', userAgents.iPadDesktopSite, 5, true],
    ['a Mac', userAgents.iPadDesktopSite, 0, false],
    ['an Android phone', userAgents.android, 5, false],
    ['a Windows desktop', userAgents.windows, 0, false],
  ])('%s: Apple Wallet %s', (_device, userAgent, maxTouchPoints, apple) => {
    expect(isAppleWalletDevice({ userAgent, maxTouchPoints })).toBe(apple)
  })
})
