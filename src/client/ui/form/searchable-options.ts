import type { Lang } from '#contract/languages'
import type { NamedItem } from '#contract/reference'
import { namedOptions, type SelectOption } from './select-option.ts'

/**
 * A reference list as choices to search: shown in the page's language, found by its name in
 * any of the three languages and, for an estate, by its street, as a member may know it by
 * either.
 */
export function searchableOptions(items: readonly (NamedItem & { street?: string | null })[], lang: Lang): SelectOption[] {
  const searchTexts = new Map(
    items.map((item) => [item.id, [item.nameEn, item.nameTc, item.nameSc, item.street ?? ''].join('\n').toLowerCase()]),
  )
  return namedOptions(items, lang).map((option) => ({ ...option, searchText: searchTexts.get(option.id) }))
}
