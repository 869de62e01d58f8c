/** Browsers and systems as a member knows them, looked for in this order (Edge and Chrome both say Chrome). */
const browsers: readonly [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const systems: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const first = (table: readonly [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1]

/** A device as its user agent names it ("Chrome · Android"), or undefined when it names nothing known. */
export function deviceName(userAgent: string): string | undefined {
  const parts = [first(browsers, userAgent), first(systems, userAgent)].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : undefined
}
