import { useQuery } from '@tanstack/react-query'
import type { CountryCodeItem, DropDownItems, DropDownType } from '#contract/reference'
import { fallbackCountryCodes } from './country-codes.ts'
import { dropDownListQuery } from './reference-query.ts'

/** Country codes; +852 alone until the list arrives, so a form is usable at once. */
export function useCountryCodes(): readonly CountryCodeItem[] {
  return useQuery(dropDownListQuery('COUNTRY_CODE')).data ?? fallbackCountryCodes
}

const noItems: readonly never[] = []

/** A reference list; empty until it arrives. */
export function useDropDownList<K extends DropDownType>(type: K): readonly DropDownItems[K][] {
  return useQuery(dropDownListQuery(type)).data ?? noItems
}
