import type { Lang } from '#contract/languages'

/** The information pages, open logged in or out, in the order the reading list shows them. */
export const infoPageSlugs = [
  'different-membership-types',
  'explanation-privilege-membership',
  'privilege-membership-document',
  'sino-parking-document',
  'personal-information-collection-statement',
] as const

export type InfoPageSlug = (typeof infoPageSlugs)[number]

/** A link to a page of the group's corporate site, by its path under /{lang}/. */
interface CorporateLink {
  label: string
  corporatePath: string
}

export interface InfoSection {
  heading: string
  paragraphs?: readonly string[]
  points?: readonly string[]
  table?: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  links?: readonly CorporateLink[]
}

export interface InfoPageText {
  title: string
  summary: string
  sections: readonly InfoSection[]
}

export type InfoPagesContent = Record<InfoPageSlug, InfoPageText>

/**
 * The texts of one language, in a chunk of their own: a page downloads only its language,
 * and the service worker keeps every chunk for offline reading.
 */
const loaders: Record<Lang, () => Promise<{ default: InfoPagesContent }>> = {
  en: () => import('./content/en.ts'),
  tc: () => import('./content/tc.ts'),
  sc: () => import('./content/sc.ts'),
}

export const loadInfoPages = async (lang: Lang): Promise<InfoPagesContent> => (await loaders[lang]()).default
