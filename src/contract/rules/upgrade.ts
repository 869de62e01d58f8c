import type { Problem } from '../messages.ts'
import { addressProblems, type AddressFields } from './address.ts'
import { fileCountProblem, uploadRules } from './upload-files.ts'

/** What a member applies as: one of owner, resident or tenant, and/or staff of the group. */
export interface UpgradeChoices {
  isOwner: boolean
  isResident: boolean
  isTenant: boolean
  isStaff: boolean
}

export const propertyChoices = ['isOwner', 'isResident', 'isTenant'] as const
export type PropertyChoice = (typeof propertyChoices)[number]

export interface UpgradeFields extends UpgradeChoices, AddressFields {
  sinoStaffNumber: string
  sinoStaffCompanyId: number | null
  addressDocumentId: readonly string[]
  sinoStaffDocumentId: readonly string[]
}

/** A staff number is at most this long. */
const staffNumberMaxLength = 20

/** Whether the member applies for a property role (which needs the address and its proof). */
export const choosesProperty = (choices: UpgradeChoices) => propertyChoices.some((choice) => choices[choice])

/**
 * Choosing one of owner, resident or tenant clears the other two; choosing it again clears
 * it. Staff is a toggle of its own.
 */
export function toggleChoice<C extends UpgradeChoices>(choices: C, choice: keyof UpgradeChoices): C {
  if (choice === 'isStaff') return { ...choices, isStaff: !choices.isStaff }
  const chosen = !choices[choice]
  return { ...choices, isOwner: false, isResident: false, isTenant: false, [choice]: chosen }
}

/** Whether every document the choices need is there: the application is then complete. */
export function documentsComplete(form: UpgradeChoices & Pick<UpgradeFields, 'addressDocumentId' | 'sinoStaffDocumentId'>) {
  const addressDone = !choosesProperty(form) || form.addressDocumentId.length > 0
  const staffDone = !form.isStaff || form.sinoStaffDocumentId.length > 0
  return addressDone && staffDone
}

/**
 * The rules of the upgrade form by field. The form asks for the documents before it is sent
 * (`requireDocuments`); the API takes an application without them, which then waits for
 * its documents for 48 hours.
 */
export function upgradeProblems(
  form: UpgradeFields,
  options: { requireDocuments: boolean },
): Record<string, Problem | undefined> {
  const property = choosesProperty(form)
  const problems: Record<string, Problem | undefined> = {}
  if (!property && !form.isStaff) problems.isOwner = { key: 'membership.membership-type-required' }
  if (propertyChoices.filter((choice) => form[choice]).length > 1) {
    problems.isOwner = { key: 'membership.membership-type-exclusive' }
  }
  if (property) {
    Object.assign(problems, addressProblems(form))
    problems.addressDocumentId =
      options.requireDocuments && form.addressDocumentId.length === 0
        ? { key: 'membership.membership-upgrade-file-upload-required' }
        : fileCountProblem(uploadRules.document, form.addressDocumentId.length)
  }
  if (form.isStaff) {
    if (!form.sinoStaffCompanyId) problems.sinoStaffCompanyId = { key: 'membership.staff-company-required' }
    const number = form.sinoStaffNumber.trim()
    if (number === '') problems.sinoStaffNumber = { key: 'membership.staff-number-required' }
    else if (number.length > staffNumberMaxLength) {
      problems.sinoStaffNumber = { key: 'membership.staff-number-max', params: { digit: staffNumberMaxLength } }
    }
    problems.sinoStaffDocumentId =
      options.requireDocuments && form.sinoStaffDocumentId.length === 0
        ? { key: 'membership.staff-document-required' }
        : fileCountProblem(uploadRules.staffDocument, form.sinoStaffDocumentId.length)
  }
  return problems
}
