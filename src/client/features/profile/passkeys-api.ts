import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { passkeyEndpoints } from '#contract/endpoints/passkeys'
import { call } from '#client/api/http-client.ts'
import { createPasskey } from '#client/lib/passkey-ceremony.ts'

/** The member's passkeys; asked again whenever the page is shown. */
export const passkeysQuery = queryOptions({
  queryKey: ['passkeys'],
  queryFn: ({ signal }) => call(passkeyEndpoints.getPasskeys, { signal }),
  staleTime: 0,
})

/** A change to the passkeys, after which the list is asked again. */
function usePasskeyChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  })
}

/**
 * A new passkey: the password opens the options, the device makes the passkey (its fingerprint,
 * face or screen lock), and the server keeps it under the name given. Answers undefined when the
 * member closed the device's dialog.
 */
export const useAddPasskey = () =>
  usePasskeyChange(async ({ password, name }: { password: string; name: string }) => {
    const { options } = await call(passkeyEndpoints.passkeyRegistrationOptions, { body: { password } })
    const credential = await createPasskey(options)
    return call(passkeyEndpoints.addPasskey, { body: { name, credential } })
  })

/** A passkey removed, after the current password. */
export const useRemovePasskey = () =>
  usePasskeyChange((body: { id: string; password: string }) => call(passkeyEndpoints.removePasskey, { body }))
