import { queryOptions } from '@tanstack/react-query'
import { useState } from 'react'
import { authEndpoints } from '#contract/endpoints/auth'
import type { LoginRequest } from '#contract/schemas/auth'
import type { FirstTimeLoginRequest } from '#contract/schemas/verification'
import { ApiError, call } from '#client/api/http-client.ts'
import { leaveIfUnderMaintenance } from '#client/api/maintenance-redirect.ts'
import { confirmSession, endSession, getToken, sessionConfirmed } from '#client/api/session.ts'
import { markLoggedOut } from './logged-out-notice.ts'

export interface SessionState {
  loggedIn: boolean
}

/** How long the first page waits for the check of a session the server has not confirmed on this device. */
const sessionWaitMs = 1500

/**
 * The session check that picks the logged-in or logged-out routes. Only the server's 401 logs
 * out: offline, a failing server or a check with no answer in time leaves the token the device
 * keeps in force, so the card opens from the device's copy; a session the server confirmed
 * before goes on at once while the check runs. A 401 that comes later still ends the session
 * (the HTTP client does).
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  // Every page waits for this check, and it answers by itself without a network: a query that
  // waited for the browser's 'online' would leave a page whose line dropped as it loaded blank.
  networkMode: 'always',
  queryFn: async (): Promise<SessionState> => {
    if (!getToken()) return { loggedIn: false }
    const checked = call(authEndpoints.checkSession).then(
      () => {
        confirmSession()
        return true
      },
      (error: unknown) => !(error instanceof ApiError && error.status === 401),
    )
    const kept = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), sessionConfirmed() ? 0 : sessionWaitMs))
    return { loggedIn: await Promise.race([checked, kept]) }
  },
})

/**
 * The login page's writes go without the query client, which a visitor's first load does not
 * carry; one refused for maintenance turns the page to the notice all the same.
 */
const leaveOrRethrow = (error: unknown): never => {
  leaveIfUnderMaintenance(error)
  throw error
}

export const logIn = (body: LoginRequest) => call(authEndpoints.login, { body }).catch(leaveOrRethrow)

/** After a 609 (first login of a migrated member): sends the verification code to the member's phone. */
export const sendFirstTimeLoginCode = (body: FirstTimeLoginRequest) =>
  call(authEndpoints.firstTimeLogin, { body }).catch(leaveOrRethrow)

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
