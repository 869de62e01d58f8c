import type { AddressFields } from '#contract/rules/address'
import { upgradeProblems, type UpgradeChoices } from '#contract/rules/upgrade'
import type { UpgradeForm, UpgradeRequest } from '#contract/schemas/upgrade'
import type { UploadedFile } from '#client/api/upload-image.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import { emptyAddressFields } from '#contract/rules/address'

export interface UpgradeValues extends UpgradeChoices, AddressFields {
  sinoStaffNumber: string
  sinoStaffCompanyId: number | null
  addressDocuments: UploadedFile[]
  staffDocuments: UploadedFile[]
}

const noChoice: UpgradeChoices = { isOwner: false, isResident: false, isTenant: false, isStaff: false }

/**
 * The form's first values: empty, or a rejected application as it was sent (its documents
 * are not offered again: proof must be recent).
 */
export function upgradeDefaults(previous: UpgradeForm | null): UpgradeValues {
  if (!previous) {
    return {
      ...noChoice,
      ...emptyAddressFields,
      sinoStaffNumber: '',
      sinoStaffCompanyId: null,
      addressDocuments: [],
      staffDocuments: [],
    }
  }
  const { id: _id, status: _status, reason: _reason, createdAt: _createdAt, documentsComplete: _complete, ...sent } = previous
  const { addressDocumentId: _address, sinoStaffDocumentId: _staff, ...fields } = sent
  const hasAddress = previous.isOwner || previous.isResident || previous.isTenant
  return {
    ...fields,
    ...(hasAddress ? {} : emptyAddressFields),
    addressDocuments: [],
    staffDocuments: [],
  }
}

export const upgradeRequestOf = (values: UpgradeValues): UpgradeRequest => {
  const { addressDocuments, staffDocuments, ...fields } = values
  return {
    ...fields,
    addressDocumentId: addressDocuments.map((file) => file.id),
    sinoStaffDocumentId: staffDocuments.map((file) => file.id),
  }
}

/** The contract's rules with the documents required, by form field. */
export function upgradeFormProblems(values: UpgradeValues) {
  const { addressDocumentId, sinoStaffDocumentId, ...problems } = upgradeProblems(upgradeRequestOf(values), {
    requireDocuments: true,
  })
  return problemFields({ ...problems, addressDocuments: addressDocumentId, staffDocuments: sinoStaffDocumentId })
}

/** Where the form shows a payload field's problem the server found. */
export const upgradeFieldOf: Record<string, string> = {
  addressDocumentId: 'addressDocuments',
  sinoStaffDocumentId: 'staffDocuments',
}
