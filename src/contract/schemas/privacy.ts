import { type } from 'arktype'
import { closingRequestChannels, dataExportStatuses } from '../rules/privacy.ts'

/** As the member reads it: also failed, when every try to prepare it failed (they may ask again). */
const dataExportStates = [...dataExportStatuses, 'failed'] as const

/** The two files of a copy of the member's data. */
export const dataExportFormats = ['json', 'html'] as const
export type DataExportFormat = (typeof dataExportFormats)[number]

export const dataExportState = type({
  status: type.enumerated(...dataExportStates),
  requestedAt: 'string',
  readyAt: 'string | null',
  /** The files are deleted then. */
  expiresAt: 'string | null',
})
export type DataExportState = typeof dataExportState.infer

/**
 * The consents given at registration and when: the terms and the personal information
 * collection statement (accepted together, needed to be a member), and news and offers from the
 * group, which the member may withdraw.
 */
export const consents = type({
  termsAcceptedAt: 'string | null',
  collectionStatementAcceptedAt: 'string | null',
  marketing: type({ given: 'boolean', givenAt: 'string | null', withdrawnAt: 'string | null' }),
})
export type Consents = typeof consents.infer

export const closingState = type({
  requestedAt: 'string',
  closesAt: 'string',
  channel: type.enumerated(...closingRequestChannels),
})
export type ClosingState = typeof closingState.infer

/** A document the member sent with an application, downloadable through uploadedFile. */
export const ownDocument = type({ id: 'string', name: 'string', uploadedAt: 'string' })
export type OwnDocument = typeof ownDocument.infer

/** getMyData: the copy of their data, their consents, a closing request waiting, and their documents. */
export const myData = type({
  export: dataExportState.or('null'),
  consents,
  closing: closingState.or('null'),
  documents: ownDocument.array(),
  /** Where to ask for a correction of what the member cannot change themselves. */
  supportEmail: 'string',
})
export type MyData = typeof myData.infer

export const dataExportFileParams = type({ format: type.enumerated(...dataExportFormats) })

/** requestAccountClosing: the member's password, asked as before any change a stolen session must not make alone. */
export const closeAccountRequest = type({ password: '0 < string <= 256' })

/** A closing request as staff see it: whose (the member ID stays after erasure), how it came, and its dates. */
export const closingRequestItem = type({
  id: 'string',
  clubMemberId: 'string',
  /** The member's record while it exists; null once erased. */
  memberId: 'string | null',
  name: 'string | null',
  channel: type.enumerated(...closingRequestChannels),
  requestedAt: 'string',
  closesAt: 'string',
  cancelledAt: 'string | null',
  closedAt: 'string | null',
})
export type ClosingRequestItem = typeof closingRequestItem.infer

export const closingRequestsAnswer = type({ items: closingRequestItem.array() })
