import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { pushEndpoints } from '#contract/endpoints/push'
import { call } from '#client/api/http-client.ts'
import { subscribeDevice, unsubscribeDevice } from './device-push.ts'

/** The portal's key and whether this device has notifications on; asked again whenever the page is shown. */
export const pushSettingsQuery = queryOptions({
  queryKey: ['pushSettings'],
  queryFn: ({ signal }) => call(pushEndpoints.getPushSettings, { signal }),
  staleTime: 0,
})

/**
 * Turns this device's notifications on (the browser's permission, its subscription, then the
 * portal keeps it) or off (the portal forgets it first, so no push follows, then the browser).
 * Answers whether they are on.
 */
export function useSwitchNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ on, publicKey }: { on: boolean; publicKey: string }) => {
      if (on) {
        await call(pushEndpoints.subscribePush, { body: await subscribeDevice(publicKey) })
      } else {
        await call(pushEndpoints.unsubscribePush)
        await unsubscribeDevice()
      }
      return on
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSettingsQuery.queryKey }),
  })
}
