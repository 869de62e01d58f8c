import { addressForPropertyAnswer } from '#contract/rules/address'
import { addressStepProblems } from '#contract/schemas/registration'
import { problemFields } from '#client/lib/problem-fields.ts'
import type { AddressDraft } from './draft.ts'

/** Step 2's problems under the contract's rules, by form field (the documents under their own name). */
export function addressStepFields(value: AddressDraft) {
  const { documents, ...address } = value
  const { addressDocumentId, ...problems } = addressStepProblems({
    ...address,
    addressDocumentId: documents.map((file) => file.id),
  })
  return problemFields({ ...problems, documents: addressDocumentId })
}

/**
 * The answer to the property question, as the address rules take it; who does not live in a
 * group property applies for no membership type and sends no proof.
 */
export function addressStepForPropertyAnswer(value: AddressDraft, livesInSinoProperty: boolean): AddressDraft {
  return {
    ...addressForPropertyAnswer(value, livesInSinoProperty),
    ...(livesInSinoProperty ? {} : { propertyOwnership: null, documents: [] }),
  }
}
