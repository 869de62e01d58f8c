import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BodyIn } from '#contract/endpoint'
import { profileEndpoints } from '#contract/endpoints/profile'
import { call } from '#client/api/http-client.ts'
import { profileQuery } from './api.ts'

/**
 * A profile edit, done once the profile is fetched again: the pages that follow, a reload and
 * the card on the device (the persisted profile) then show what was saved.
 */
function useProfileEdit<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  })
}

export const useUpdateProfile = () =>
  useProfileEdit((body: BodyIn<typeof profileEndpoints.updateProfile>) => call(profileEndpoints.updateProfile, { body }))

export const useConfirmPhoneChange = () =>
  useProfileEdit((body: BodyIn<typeof profileEndpoints.confirmPhoneChange>) =>
    call(profileEndpoints.confirmPhoneChange, { body }),
  )

export const useResendPhoneChangeCode = () => useMutation({ mutationFn: () => call(profileEndpoints.resendPhoneChangeCode) })

export const useUpdateInterest = () =>
  useProfileEdit((body: BodyIn<typeof profileEndpoints.updateInterest>) => call(profileEndpoints.updateInterest, { body }))

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: BodyIn<typeof profileEndpoints.changePassword>) => call(profileEndpoints.changePassword, { body }),
  })
