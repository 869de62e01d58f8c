import { localeOfLang, type Lang } from '#contract/languages'
import type { SelectOption } from './select-option.ts'

/** A date as members give it: a day and a month chosen, a year typed (four digits). */
export interface DateParts {
  day: number | null
  month: number | null
  year: string
}

export type DatePart = keyof DateParts

/** Days 1 to 31: the day is chosen without its month's length in mind, as on paper forms. */
export const dayOptions: readonly SelectOption[] = Array.from({ length: 31 }, (_, index) => ({
  id: index + 1,
  label: String(index + 1),
}))

/** January to December by name, in the page's language. */
export function monthOptions(lang: Lang): SelectOption[] {
  const name = new Intl.DateTimeFormat(localeOfLang[lang], { month: 'long' })
  return Array.from({ length: 12 }, (_, index) => ({ id: index + 1, label: name.format(new Date(2000, index, 1)) }))
}

/** A year as typed: digits only, at most four. */
export const yearInput = (typed: string): string => typed.replace(/[^0-9]/g, '').slice(0, 4)
