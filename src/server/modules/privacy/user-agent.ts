import { deviceParts } from '#contract/device-name'

/** A browser's identification string as a person names it ("Safari", "iPhone"); undefined when it is not both. */
export function browserOf(userAgent: string): { browser: string; system: string } | undefined {
  const { browser, system } = deviceParts(userAgent)
  return browser && system ? { browser, system } : undefined
}
