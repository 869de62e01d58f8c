/** Browsers by the mark they put in their identification, the more specific first (Edge and Opera also say Chrome). */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const firstOf = (list: [RegExp, string][], text: string) => list.find(([mark]) => mark.test(text))?.[1]

/** A browser's identification string as a person names it ("Safari", "iPhone"); undefined when it is neither. */
export function browserOf(userAgent: string): { browser: string; system: string } | undefined {
  const browser = firstOf(browsers, userAgent)
  const system = firstOf(systems, userAgent)
  return browser && system ? { browser, system } : undefined
}
