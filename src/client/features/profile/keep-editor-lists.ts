import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { DropDownType } from '#contract/reference'
import { dropDownListQuery } from '#client/api/reference-query.ts'
import { useOnline } from '#client/offline/use-online.ts'

/** Every list the profile editor's forms offer: personal details, contact address, language and interests. */
const editorLists = [
  'SALUTATION',
  'AGE_RANGE',
  'NATIONALITY',
  'COUNTRY_CODE',
  'SINO_ESTATE',
  'NON_SINO_ESTATE',
  'TYPE_OF_PROPERTY',
  'DISTRICT',
  'AREA',
  'COUNTRY',
  'LANGUAGE',
  'INTEREST',
] as const satisfies readonly DropDownType[]

/**
 * While the member is in their account online, fetches each list of the profile editor that
 * the device does not have yet. The device keeps the reference lists, so every page of the
 * editor then opens offline with its choices, also one the member never opened online. A list
 * the device has is not fetched again here: the page that shows it asks for it afresh.
 */
export function useKeepEditorListsOnDevice(): void {
  const queryClient = useQueryClient()
  const online = useOnline()
  useEffect(() => {
    if (!online) return
    for (const type of editorLists) void queryClient.prefetchQuery({ ...dropDownListQuery(type), staleTime: Infinity })
  }, [online, queryClient])
}
