import type { AddressFields } from '#contract/rules/address'
import { choosesProperty, upgradeProblems, type UpgradeChoices } from '#contract/rules/upgrade'
import type { UpgradeForm, UpgradeRequest } from '#contract/schemas/upgrade'
import { uploadedIds, waitingFiles, type ChosenFile } from '#client/api/upload-image.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import { emptyAddressFields } from '#contract/rules/address'

export interface UpgradeValues extends UpgradeChoices, AddressFields {
  sinoStaffNumber: string
  sinoStaffCompanyId: number | null
  addressDocuments: ChosenFile[]
  staffDocuments: ChosenFile[]
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

/** What is sent: the documents already on the server; those still on the device follow (see {@link documentsToFollow}). */
export const upgradeRequestOf = (values: UpgradeValues): UpgradeRequest => {
  const { addressDocuments, staffDocuments, ...fields } = values
  return { ...fields, addressDocumentId: uploadedIds(addressDocuments), sinoStaffDocumentId: uploadedIds(staffDocuments) }
}

/** The documents still on the device for the lists the application uses. */
export const documentsToFollow = (values: UpgradeValues) => ({
  addressDocumentId: choosesProperty(values) ? waitingFiles(values.addressDocuments) : [],
  sinoStaffDocumentId: values.isStaff ? waitingFiles(values.staffDocuments) : [],
})

/** A document still on the device counts as chosen. */
const chosenIds = (files: readonly ChosenFile[]) => files.map((file) => ('id' in file ? file.id : file.waitingId))

/** The contract's rules with the documents required, by form field. */
export function upgradeFormProblems(values: UpgradeValues) {
  const { addressDocuments, staffDocuments, ...fields } = values
  const { addressDocumentId, sinoStaffDocumentId, ...problems } = upgradeProblems(
    { ...fields, addressDocumentId: chosenIds(addressDocuments), sinoStaffDocumentId: chosenIds(staffDocuments) },
    { requireDocuments: true },
  )
  return problemFields({ ...problems, addressDocuments: addressDocumentId, staffDocuments: sinoStaffDocumentId })
}

/** Where the form shows a payload field's problem the server found. */
export const upgradeFieldOf: Record<string, string> = {
  addressDocumentId: 'addressDocuments',
  sinoStaffDocumentId: 'staffDocuments',
}
