import { queryOptions, useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { authEndpoints } from '#contract/endpoints/auth'
import type { LoginRequest } from '#contract/schemas/auth'
import type { FirstTimeLoginRequest } from '#contract/schemas/verification'
import { ApiError, call } from '#client/api/http-client.ts'
import { endSession, getToken } from '#client/api/session.ts'
import { markLoggedOut } from './logged-out-notice.ts'

export interface SessionState {
  loggedIn: boolean
}

/**
 * The session check that picks the logged-in or logged-out routes. Only
 * the server's 401 logs out: offline or a failing server leaves a stored token in force.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  queryFn: async (): Promise<SessionState> => {
    if (!getToken()) return { loggedIn: false }
    try {
      await call(authEndpoints.checkSession)
      return { loggedIn: true }
    } catch (error) {
      return { loggedIn: !(error instanceof ApiError && error.status === 401) }
    }
  },
})

export const useLogin = () => useMutation({ mutationFn: (body: LoginRequest) => call(authEndpoints.login, { body }) })

/** After a 609 (first login of a migrated member): sends the verification code to the member's phone. */
export const useFirstTimeLogin = () =>
  useMutation({ mutationFn: (body: FirstTimeLoginRequest) => call(authEndpoints.firstTimeLogin, { body }) })

/** Revokes the session on the server (as far as it can be reached), then leaves. */
export function useLogout() {
  const [pending, setPending] = useState(false)
  const logout = async () => {
    setPending(true)
    await call(authEndpoints.logout).catch(() => undefined)
    markLoggedOut()
    await endSession()
  }
  return { logout, pending }
}
