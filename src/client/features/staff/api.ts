import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Lang } from '#contract/languages'
import type { ReferralCodeType } from '#contract/schemas/registration'
import type { ReasonTexts } from '#contract/schemas/rejection-reasons'
import type { StaffRole, StaffSession } from '#contract/schemas/staff'
import { staffEndpoints } from '#contract/staff-endpoints'
import { ApiError, callAs, fileUrl, type CallAuth } from '#client/api/http-client.ts'
import type { AuditFilter, QueueFilter } from '#contract/schemas/staff'

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

export const parkingChangeReviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'parking', 'change', id],
    queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.parkingChangeReview, { params: { id }, signal }),
  })

export const auditQuery = (filter: AuditFilter, before?: number) =>
  queryOptions({
    queryKey: ['staff', 'audit', filter, before],
    queryFn: ({ signal }) =>
      callAs(staffAuth, staffEndpoints.auditLog, { query: { ...filter, ...(before ? { before: String(before) } : {}) }, signal }),
    placeholderData: keepPreviousData,
  })

export const staffDocumentUrl = (id: string) => fileUrl(staffEndpoints.staffDocument, { params: { id } })

export const useStaffLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { email: string; password: string; totp: string }) =>
      callAs(staffAuth, staffEndpoints.staffLogin, { body }),
    onSuccess: (staff) => queryClient.setQueryData(staffSessionQuery.queryKey, staff),
  })
}

/**
 * Sign-in with a passkey instead of the code: the browser's passkey dialog answers the server's
 * options, then e-mail, password and the passkey's answer go together. Answers null when the
 * person closed the dialog.
 */
export const useStaffPasskeyLogin = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { email: string; password: string }) => {
      const { answerWithPasskey, passkeyCancelled } = await import('#client/lib/passkey-ceremony.ts')
      const { options } = await callAs(staffAuth, staffEndpoints.staffPasskeyLoginOptions)
      const credential = await answerWithPasskey(options).catch((error: unknown) => {
        if (passkeyCancelled(error)) return undefined
        throw error
      })
      return credential ? callAs(staffAuth, staffEndpoints.staffPasskeyLogin, { body: { ...body, credential } }) : null
    },
    onSuccess: (staff) => {
      if (staff) queryClient.setQueryData(staffSessionQuery.queryKey, staff)
    },
  })
}

/**
 * A set-up link's purpose and the secret to enrol, asked once per key (the same secret on every
 * opening until the link is used); a link that cannot be used answers 404, not retried.
 */
export const staffEnrolmentQuery = (key: string) =>
  queryOptions({
    queryKey: ['staff', 'enrolment', key],
    queryFn: () => callAs(staffAuth, staffEndpoints.staffEnrolment, { body: { key } }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  })

/** Completes a set-up link: the person is signed in, and what the link showed is forgotten. */
export const useStaffEnrol = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { key: string; password: string; totp: string }) => callAs(staffAuth, staffEndpoints.staffEnrol, { body }),
    onSuccess: (staff) => {
      queryClient.removeQueries({ queryKey: ['staff', 'enrolment'] })
      queryClient.setQueryData(staffSessionQuery.queryKey, staff)
    },
  })
}

export const useChangeStaffPassword = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      callAs(staffAuth, staffEndpoints.changeStaffPassword, { body }),
  })

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

/** What a decision decides: an application of a queue, or a change to an approved parking privilege. */
export type DecisionKind = QueueKind | 'parkingChange'

const decisionEndpoints = {
  upgrade: { approve: staffEndpoints.approveUpgrade, reject: staffEndpoints.rejectUpgrade },
  parking: { approve: staffEndpoints.approveParking, reject: staffEndpoints.rejectParking },
  parkingChange: { approve: staffEndpoints.approveParkingChange, reject: staffEndpoints.rejectParkingChange },
} as const

/** Approve or reject; afterwards the queues and the application (or change) are read again. */
export const useDecision = (kind: DecisionKind, id: string) => {
  const queryClient = useQueryClient()
  const settled = () => queryClient.invalidateQueries({ queryKey: ['staff', kind === 'upgrade' ? 'upgrade' : 'parking'] })
  const approve = useMutation({
    mutationFn: () => callAs(staffAuth, decisionEndpoints[kind].approve, { params: { id } }),
    onSettled: settled,
  })
  const reject = useMutation({
    mutationFn: (body: { reasonId: number | null; note: string }) =>
      callAs(staffAuth, decisionEndpoints[kind].reject, { params: { id }, body }),
    onSettled: settled,
  })
  return { approve, reject }
}

export const memberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'members', 'search', q],
    queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.memberSearch, { query: { q }, signal }),
    placeholderData: keepPreviousData,
  })

export const memberRecordQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'members', 'record', id],
    queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.memberRecord, { params: { id }, signal }),
  })

/** Ends every session of a member; the member's page is read again to show none open. */
export const useEndMemberSessions = (id: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callAs(staffAuth, staffEndpoints.endMemberSessions, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberRecordQuery(id).queryKey }),
  })
}

export const receiptEventsQuery = queryOptions({
  queryKey: ['staff', 'receipts', 'events'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.receiptEvents, { signal }),
})

export const eventReceiptsQuery = (event: string) =>
  queryOptions({
    queryKey: ['staff', 'receipts', 'event', event],
    queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.eventReceipts, { query: { event }, signal }),
  })

export const receiptFileUrl = (id: string) => fileUrl(staffEndpoints.receiptFile, { params: { id } })

export const receiptsCsvUrl = (event: string, lang: Lang) => fileUrl(staffEndpoints.eventReceiptsCsv, { query: { event, lang } })

/** Issues links for an event; the list of events is read again to count them. */
export const useCreateReceiptLinks = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { event: string; count: number; language: Lang }) =>
      callAs(staffAuth, staffEndpoints.createReceiptLinks, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'receipts'] }),
  })
}

export const staffAccountsQuery = queryOptions({
  queryKey: ['staff', 'accounts'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.staffAccounts, { signal }),
})

const useAccountsChange = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey }) })
}

export const useCreateStaffAccount = () =>
  useAccountsChange((body: { email: string; name: string; role: StaffRole }) =>
    callAs(staffAuth, staffEndpoints.createStaffAccount, { body }),
  )

export const useResendStaffLink = () =>
  useAccountsChange((id: string) => callAs(staffAuth, staffEndpoints.resendStaffInvitation, { params: { id } }))

export const useSetStaffDisabled = () =>
  useAccountsChange(({ id, disabled }: { id: string; disabled: boolean }) =>
    callAs(staffAuth, disabled ? staffEndpoints.disableStaffAccount : staffEndpoints.enableStaffAccount, { params: { id } }),
  )

export const useResetStaffTotp = () =>
  useAccountsChange((id: string) => callAs(staffAuth, staffEndpoints.resetStaffTotp, { params: { id } }))

export const useRequireStaffPasskey = () =>
  useAccountsChange(({ id, required }: { id: string; required: boolean }) =>
    callAs(staffAuth, staffEndpoints.requireStaffPasskey, { params: { id }, body: { required } }),
  )

/** Admins: another account's passkeys, read afresh each time they are shown. */
export const staffAccountPasskeysQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'accounts', id, 'passkeys'],
    queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.staffAccountPasskeys, { params: { id }, signal }),
    staleTime: 0,
  })

/** Admins: removes one of an account's passkeys; the list and the account's count are read again. */
export const useRemoveAccountPasskey = (id: string) =>
  useAccountsChange((passkeyId: string) =>
    callAs(staffAuth, staffEndpoints.removeStaffAccountPasskey, { params: { id }, body: { id: passkeyId } }),
  )

/** The signed-in staff member's own passkeys. */
export const staffPasskeysQuery = queryOptions({
  queryKey: ['staff', 'passkeys'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.staffPasskeys, { signal }),
  staleTime: 0,
})

const usePasskeysChange = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: staffPasskeysQuery.queryKey }) })
}

/** A new passkey: the password opens the options, the device makes the passkey, the server keeps it under the name given. */
export const useAddStaffPasskey = () =>
  usePasskeysChange(async ({ password, name }: { password: string; name: string }) => {
    const { createPasskey } = await import('#client/lib/passkey-ceremony.ts')
    const { options } = await callAs(staffAuth, staffEndpoints.staffPasskeyRegistrationOptions, { body: { password } })
    const credential = await createPasskey(options)
    return callAs(staffAuth, staffEndpoints.addStaffPasskey, { body: { name, credential } })
  })

export const useRemoveStaffPasskey = () =>
  usePasskeysChange((id: string) => callAs(staffAuth, staffEndpoints.removeStaffPasskey, { body: { id } }))

/** Admins: the maintenance switch, read afresh each time the page shows it. */
export const maintenanceStateQuery = queryOptions({
  queryKey: ['staff', 'maintenance'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.maintenanceState, { signal }),
  staleTime: 0,
})

/** Admins: the maintenance notice turned on (its words and end) or off; the switch's state is the answer. */
export const useMaintenanceSwitch = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { en: string; tc: string; sc: string; until: string | null } | 'off') =>
      change === 'off'
        ? callAs(staffAuth, staffEndpoints.endMaintenance)
        : callAs(staffAuth, staffEndpoints.startMaintenance, { body: change }),
    onSuccess: (state) => queryClient.setQueryData(maintenanceStateQuery.queryKey, state),
  })
}

/** The hour's message budgets, read again every minute: the console says while one is spent. */
export const messageBudgetsQuery = queryOptions({
  queryKey: ['staff', 'messageBudgets'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.messageBudgets, { signal }),
  refetchInterval: 60_000,
})

export const referralCodesQuery = queryOptions({
  queryKey: ['staff', 'referralCodes'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.referralCodes, { signal }),
})

export const useCreateReferralCode = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { code: string; type: ReferralCodeType; estateId: number | null }) =>
      callAs(staffAuth, staffEndpoints.createReferralCode, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralCodesQuery.queryKey }),
  })
}

export const rejectionReasonsQuery = queryOptions({
  queryKey: ['staff', 'rejectionReasons'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.rejectionReasons, { signal }),
})

/** An admin's change to the reasons; the list is read again after it. */
export const useReasonChanges = () => {
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: rejectionReasonsQuery.queryKey })
  const create = useMutation({
    mutationFn: (body: { code: string } & ReasonTexts) => callAs(staffAuth, staffEndpoints.createRejectionReason, { body }),
    onSuccess,
  })
  const edit = useMutation({
    mutationFn: ({ id, ...body }: { id: number } & ReasonTexts) =>
      callAs(staffAuth, staffEndpoints.editRejectionReason, { params: { id: String(id) }, body }),
    onSuccess,
  })
  const setRetired = useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) =>
      callAs(staffAuth, retired ? staffEndpoints.retireRejectionReason : staffEndpoints.restoreRejectionReason, {
        params: { id: String(id) },
      }),
    onSuccess,
  })
  return { create, edit, setRetired }
}

/** Requests to close an account, those waiting first by their date. */
export const closingRequestsQuery = queryOptions({
  queryKey: ['staff', 'closingRequests'],
  queryFn: ({ signal }) => callAs(staffAuth, staffEndpoints.closingRequests, { signal }),
})
