/** Interface languages: the path segment, the translation locale and the storage keys. */
export const langs = ['en', 'tc', 'sc'] as const
export type Lang = (typeof langs)[number]

export const localeOfLang = { en: 'en', tc: 'zh-HK', sc: 'zh-CN' } as const satisfies Record<Lang, string>
export type Locale = (typeof localeOfLang)[Lang]

const defaultLang: Lang = 'en'

/** Keys in the browser's local storage: the session token, whether the server confirmed it, and the chosen language. */
export const storageKeys = { token: 'token', sessionConfirmed: 'club-portal-session-confirmed', lang: 'lang' } as const

export const isLang = (value: unknown): value is Lang => langs.includes(value as Lang)

/** The language of a page: from the path, else the stored preference, else English. */
export function resolveLang(pathname: string, stored: string | null | undefined): Lang {
  const segment = pathname.split('/')[1]
  if (isLang(segment)) return segment
  if (isLang(stored)) return stored
  return defaultLang
}

/** Reads an Accept-Language header: Traditional Chinese for zh-HK/TW/MO or Hant, Simplified for other zh. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return defaultLang
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((t) => t.tag !== '' && t.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
    if (/^zh-(hk|tw|mo)$/.test(tag) || tag.startsWith('zh-hant')) return 'tc'
    if (tag === 'zh' || tag.startsWith('zh-')) return 'sc'
  }
  return defaultLang
}

export interface LocalisedNames {
  nameEn: string
  nameTc: string
  nameSc: string
}

export function localName(item: LocalisedNames, lang: Lang): string {
  if (lang === 'tc') return item.nameTc
  if (lang === 'sc') return item.nameSc
  return item.nameEn
}
