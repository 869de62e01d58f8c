import { queryOptions } from '@tanstack/react-query'
import { referenceEndpoints } from '#contract/endpoints/reference'
import type { DropDownItems, DropDownType } from '#contract/reference'
import { call } from '#client/api/http-client.ts'

/**
 * Reference lists, kept on the device for the offline forms as long as the cache lives. In
 * memory they stay while the page lives: a gcTime past a timer's limit (about 24.8 days) would
 * drop a list no page shows at once, and the device's copy with it.
 */
export const dropDownListQuery = <K extends DropDownType>(type: K) =>
  queryOptions({
    queryKey: ['dropDownList', type],
    gcTime: Infinity,
    queryFn: async ({ signal }) => {
      const items = await call(referenceEndpoints.getDropDownList, { query: { dropDownType: type }, signal })
      // The list answered is the one asked for; the table's schema covers every list's items at once.
      return items as DropDownItems[K][]
    },
  })
