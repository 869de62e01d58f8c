import type { Lang } from '#contract/languages'
import { groupSiteOrigin as corporateOrigin } from '#contract/site'

/** The club's own pages live under /{lang}/{product}/ on the corporate site. */
const clubProduct = 'sino-club'

export const corporateUrl = (lang: Lang, path: string): string => `${corporateOrigin}/${lang}/${path}`

export const clubSiteUrl = (lang: Lang, section: 'privileges' | 'activities' | 'event-highlights'): string =>
  `${corporateOrigin}/${lang}/${clubProduct}/${section}/`

export const corporateSearchUrl = (lang: Lang, query: string): string =>
  `${corporateOrigin}/${lang}/search/?keyword=${encodeURIComponent(query)}`
