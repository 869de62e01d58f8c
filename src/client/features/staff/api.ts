import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffSession } from '#contract/schemas/staff'
import { staffEndpoints } from '#contract/staff-endpoints'
import { ApiError, callAs, type CallAuth } from '#client/api/http-client.ts'
import type { AuditFilter, QueueFilter } from './search-params.ts'

const sessionEndedListeners = new Set<() => void>()

/**
 * Staff calls carry the httpOnly cookie the browser holds (never a member's token); a 401
 * means the staff session has ended, which the console hears to ask for a sign-in again.
 */
const staffAuth: CallAuth = {
  headers: {},
  onUnauthorised: () => {
    for (const listener of sessionEndedListeners) listener()
  },
}

/** Hears every staff call that finds the session ended; answers the way to stop hearing. */
export function onStaffSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener)
  return () => {
    sessionEndedListeners.delete(listener)
  }
}

export const staffSessionQuery = queryOptions({
  queryKey: ['staff', 'session'],
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      return await callAs(staffAuth, staffEndpoints.staffSession)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null
      throw error
    }
  },
  staleTime: 60_000,
})

export type QueueKind = 'upgrade' | 'parking'

export const queueQuery = (kind: QueueKind, filter: QueueFilter) =>
  queryOptions({
    queryKey: ['staff', kind, 'queue', filter],
    queryFn: ({ signal }) =>
      callAs(staffAuth, kind === 'upgrade' ? staffEndpoints.upgradeQueue : staffEndpoints.parkingQueue, {
        query: filter,
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const upgradeReviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'upgrade', 'review', id],
    queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.upgradeReview, { params: { id }, signal }),
  })

export const parkingReviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'parking', 'review', id],
    queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.parkingReview, { params: { id }, signal }),
  })

export const auditQuery = (filter: AuditFilter, before?: number) =>
  queryOptions({
    queryKey: ['staff', 'audit', filter, before],
    queryFn: ({ signal }) =>
      callAs(staffAuth, staffEndpoints.auditLog, { query: { ...filter, ...(before ? { before: String(before) } : {}) }, signal }),
    placeholderData: keepPreviousData,
  })

export const staffDocumentUrl = (id: string) => staffEndpoints.staffDocument.path.replace(':id', encodeURIComponent(id))

export const useStaffLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { email: string; password: string; totp: string }) =>
      callAs(staffAuth, staffEndpoints.staffLogin, { body }),
    onSuccess: (staff) => queryClient.setQueryData(staffSessionQuery.queryKey, staff),
  })
}

export const useStaffLogout = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callAs(staffAuth, staffEndpoints.staffLogout),
    // The console, which watches the session, turns to the sign-in; nothing a reviewer read stays behind.
    onSettled: () => {
      queryClient.setQueryData(staffSessionQuery.queryKey, null)
      queryClient.removeQueries({ queryKey: ['staff'], predicate: (query) => query.queryKey[1] !== 'session' })
    },
  })
}

/** Approve or reject; afterwards the queues and the application are read again. */
export const useDecision = (kind: QueueKind, id: string) => {
  const queryClient = useQueryClient()
  const settled = () => queryClient.invalidateQueries({ queryKey: ['staff', kind] })
  const approve = useMutation({
    mutationFn: () =>
      callAs(staffAuth, kind === 'upgrade' ? staffEndpoints.approveUpgrade : staffEndpoints.approveParking, { params: { id } }),
    onSettled: settled,
  })
  const reject = useMutation({
    mutationFn: (reason: string) =>
      callAs(staffAuth, kind === 'upgrade' ? staffEndpoints.rejectUpgrade : staffEndpoints.rejectParking, {
        params: { id },
        body: { reason },
      }),
    onSettled: settled,
  })
  return { approve, reject }
}
