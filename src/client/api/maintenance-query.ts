import { queryOptions } from '@tanstack/react-query'
import { maintenanceEndpoints } from '#contract/endpoints/maintenance'
import { call } from '#client/api/http-client.ts'

/**
 * Whether the operator has put the portal under maintenance: asked when a member's page opens,
 * again when the page comes back to the front and every minute. Never kept on the device: with
 * no network the portal opens as it does offline, on the card.
 */
export const maintenanceQuery = queryOptions({
  queryKey: ['maintenance'],
  queryFn: ({ signal }) => call(maintenanceEndpoints.maintenanceNotice, { signal }),
  staleTime: 3_000,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  retry: false,
})
