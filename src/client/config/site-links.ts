import type { Lang } from '#contract/languages'

/** The group's corporate site; the club's own pages live under /{lang}/{product}/ there. */
const corporateOrigin = 'https://www.sino.com'
const clubProduct = 'sino-club'

export const corporateUrl = (lang: Lang, path: string): string => `${corporateOrigin}/${lang}/${path}`

export const clubSiteUrl = (lang: Lang, section: 'privileges' | 'activities' | 'event-highlights'): string =>
  `${corporateOrigin}/${lang}/${clubProduct}/${section}/`

export const corporateSearchUrl = (lang: Lang, query: string): string =>
  `${corporateOrigin}/${lang}/search/?keyword=${encodeURIComponent(query)}`
