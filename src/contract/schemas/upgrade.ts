import { type } from 'arktype'
import { referenceIds } from '../reference.ts'
import { upgradeProblems } from '../rules/upgrade.ts'
import { addressAnswer, addressInput, optionalId, optionalText } from './address.ts'
import { upgradeStatuses } from '../rules/application-statuses.ts'
import { rejectProblems } from './problems.ts'
import { applicationHistory } from './application-history.ts'
import { decisionReason } from './rejection-reasons.ts'

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

/**
 * The address of an upgrade form in either reading: the portal's (isLiveInSinoProperties with
 * sinoEstate or nonSinoEstate, district), or the club's published payload, which names the group
 * estate sinoEstateId and the district districtId and leaves isLiveInSinoProperties and
 * nonSinoEstate out; there, a group estate given means the member lives in one, and without
 * one the estate typed in otherEstate is an estate not of the group ('other' in that list).
 */
const upgradeRequestEitherReading = upgradeRequest
  .omit('isLiveInSinoProperties', 'sinoEstate', 'nonSinoEstate', 'district')
  .and({
    'isLiveInSinoProperties?': 'boolean',
    'nonSinoEstate?': optionalId,
    'sinoEstate?': optionalId,
    'sinoEstateId?': optionalId,
    'district?': optionalId,
    'districtId?': optionalId,
  })
  .pipe(({ sinoEstateId, districtId, ...form }): UpgradeRequest => {
    const sinoEstate = form.sinoEstate ?? sinoEstateId ?? null
    const typedEstate = form.otherEstate.trim() === '' ? null : referenceIds.otherNonSinoEstate
    return {
      ...form,
      sinoEstate,
      nonSinoEstate: form.nonSinoEstate ?? (sinoEstate === null ? typedEstate : null),
      district: form.district ?? districtId ?? null,
      isLiveInSinoProperties: form.isLiveInSinoProperties ?? sinoEstate !== null,
    }
  })

/** The API takes an application whose documents follow later (they are due within 48 hours). */
export const createUpgradeFormRequest = upgradeRequestEitherReading.narrow((form, ctx) =>
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
 * rejected, `documentsComplete` whether every document it needs is attached, `documentsDueAt`
 * until when documents are awaited (while applied), and `history` what happened to it.
 */
export const upgradeForm = addressAnswer.and({
  id: 'string',
  status: type.enumerated(...upgradeStatuses),
  reason: decisionReason.or('null'),
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
  documentsDueAt: 'string | null',
  history: applicationHistory,
})
export type UpgradeForm = typeof upgradeForm.infer

/** getUpgradeForm: the newest form, or null when the member never applied. */
export const upgradeFormAnswer = upgradeForm.or('null')
