import { localName } from '#contract/languages'
import type { DropDownType } from '#contract/reference'
import { useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'

/** A reference-list entry's name in the page's language, or the free text of its 'other' entry. */
export function useReferenceName(type: DropDownType) {
  const { lang } = useI18n()
  const items = useDropDownList(type)
  return (id: number | null, other = '') => {
    const item = id === null ? undefined : items.find((candidate) => candidate.id === id)
    return [item ? localName(item, lang) : id === null ? '' : `#${id}`, other].filter(Boolean).join(' · ')
  }
}
