import { deviceParts } from '#contract/device-name'

/** A device as its user agent names it ("Chrome · Android"), or undefined when it names nothing known. */
export function deviceName(userAgent: string): string | undefined {
  const { browser, system } = deviceParts(userAgent)
  const parts = [browser, system].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : undefined
}
