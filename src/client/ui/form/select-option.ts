import { localName, type Lang } from '#contract/languages'
import type { NamedItem } from '#contract/reference'

/** One choice of a select or a search-select: a reference-list id and its text. */
export interface SelectOption {
  id: number
  label: string
  /** What a search-select matches, in lower case: the label when absent. */
  searchText?: string
}

/** A reference list as choices in the page's language. */
export const namedOptions = (items: readonly NamedItem[], lang: Lang): SelectOption[] =>
  items.map((item) => ({ id: item.id, label: localName(item, lang) }))
