/** Browsers by the mark they put in their identification, the more specific first (Edge and Opera also say Chrome). */
const browsers: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
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

const firstOf = (table: readonly [RegExp, string][], userAgent: string) => table.find(([mark]) => mark.test(userAgent))?.[1]

/** A browser's identification string as a person names its parts ("Safari", "iPhone"): each undefined when unknown. */
export const deviceParts = (userAgent: string): { browser: string | undefined; system: string | undefined } => ({
  browser: firstOf(browsers, userAgent),
  system: firstOf(systems, userAgent),
})
