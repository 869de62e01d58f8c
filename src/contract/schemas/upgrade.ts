import { type } from 'arktype'
import { upgradeProblems } from '../rules/upgrade.ts'
import { addressAnswer, addressInput, optionalId, optionalText } from './address.ts'
import { upgradeStatuses } from './profile.ts'
import { rejectProblems } from './problems.ts'

/** Uploaded documents by id; null is the same as none. */
const documentIds = type('string.uuid[] <= 10 | null').pipe((ids) => ids ?? [])

/**
 * createUpgradeForm: what the member applies as, the property address (for owner, resident
 * or tenant) with its proof, and the staff details with the staff card.
 */
export const upgradeRequest = addressInput.and({
  isOwner: 'boolean',
  isResident: 'boolean',
  isTenant: 'boolean',
  isStaff: 'boolean',
  sinoStaffNumber: optionalText,
  sinoStaffCompanyId: optionalId,
  addressDocumentId: documentIds,
  sinoStaffDocumentId: documentIds,
})
export type UpgradeRequest = typeof upgradeRequest.inferOut

/** The API takes an application whose documents follow later (they are due within 48 hours). */
export const createUpgradeFormRequest = upgradeRequest.narrow((form, ctx) =>
  rejectProblems(ctx, upgradeProblems(form, { requireDocuments: false })),
)

/** updateUpgradeFormForDocument: documents for the application waiting for them; a list left out is none. */
export const upgradeDocumentsRequest = type({
  addressDocumentId: documentIds.default(() => null),
  sinoStaffDocumentId: documentIds.default(() => null),
})
export type UpgradeDocumentsRequest = typeof upgradeDocumentsRequest.inferOut

/** applied: waiting for documents; pending: complete, in review. */
export const upgradeFormStatus = type({ id: 'string', status: type.enumerated(...upgradeStatuses) })
export type UpgradeFormStatus = typeof upgradeFormStatus.infer

/**
 * The member's newest upgrade form as sent, with its review: `reason` says why it was
 * rejected, `documentsComplete` whether every document it needs is attached.
 */
export const upgradeForm = addressAnswer.and({
  id: 'string',
  status: type.enumerated(...upgradeStatuses),
  reason: 'string | null',
  createdAt: 'string',
  isOwner: 'boolean',
  isResident: 'boolean',
  isTenant: 'boolean',
  isStaff: 'boolean',
  sinoStaffNumber: 'string',
  sinoStaffCompanyId: 'number | null',
  addressDocumentId: 'string[]',
  sinoStaffDocumentId: 'string[]',
  documentsComplete: 'boolean',
})
export type UpgradeForm = typeof upgradeForm.infer

/** getUpgradeForm: the newest form, or null when the member never applied. */
export const upgradeFormAnswer = upgradeForm.or('null')
