import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { profileEndpoints } from '#contract/endpoints/profile'
import { call } from '#client/api/http-client.ts'

/** The devices the member is signed in on; asked again whenever the page is shown. */
export const signedInDevicesQuery = queryOptions({
  queryKey: ['signedInDevices'],
  queryFn: ({ signal }) => call(profileEndpoints.getSignedInDevices, { signal }),
  staleTime: 0,
})

/** A sign-out of other devices, after which the list is asked again. */
function useSignOut<Input>(send: (input: Input) => Promise<{ ended: number }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQuery.queryKey }),
  })
}

export const useEndSession = () => useSignOut((id: string) => call(profileEndpoints.endSession, { body: { id } }))

export const useEndOtherSessions = () => useSignOut(() => call(profileEndpoints.endOtherSessions))
