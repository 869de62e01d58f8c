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
 * The answer to the property question: the estate list changes, so no estate stays chosen;
 * who does not live in a group property applies for no membership type and sends no proof.
 */
export function addressForPropertyAnswer(value: AddressDraft, livesInSinoProperty: boolean): AddressDraft {
  return {
    ...value,
    isLiveInSinoProperties: livesInSinoProperty,
    sinoEstate: null,
    nonSinoEstate: null,
    ...(livesInSinoProperty ? {} : { propertyOwnership: null, documents: [] }),
  }
}
