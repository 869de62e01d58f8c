import { type } from 'arktype'
import { fileCountProblem, uploadRules } from '../rules/upload-files.ts'
import { normaliseOctopusNumber, normaliseVehicleNumber, parkingProblems } from '../rules/parking.ts'
import { optionalId } from './address.ts'
import { rejectProblems } from './problems.ts'

export const parkingStatuses = ['applied', 'approved', 'rejected'] as const
export type ParkingStatus = (typeof parkingStatuses)[number]

const documentIds = type('string.uuid[] <= 10 | null').pipe((ids) => ids ?? [])

/** createParkingForm and updateParkingForm: the card, the vehicle, its documents and the terms. */
export const parkingRequest = type({
  vehicleNumber: 'string <= 40',
  octopusCardNumber: 'string <= 40',
  octopusCardLastNumber: type('string <= 4 | number.integer').pipe((digit) => String(digit)),
  vehicleTypeId: optionalId,
  vehicleModel: 'string <= 200',
  documentId: documentIds,
  /** Documents chosen on the member's device that could not be sent yet; they follow through attachParkingDocuments. */
  'documentsToFollow?': '0 <= number.integer <= 3',
  termsAccepted: 'boolean',
})

/** With every rule; the plate and the card arrive as the rules read them (capitals, no spaces). */
export const parkingFormRequest = parkingRequest
  .narrow((form, ctx) => rejectProblems(ctx, parkingProblems(form)))
  .pipe((form) => ({
    ...form,
    vehicleNumber: normaliseVehicleNumber(form.vehicleNumber),
    octopusCardNumber: normaliseOctopusNumber(form.octopusCardNumber),
    octopusCardLastNumber: form.octopusCardLastNumber.trim(),
    vehicleModel: form.vehicleModel.trim(),
  }))
export type ParkingFormRequest = typeof parkingFormRequest.inferOut

/** attachParkingDocuments: documents that follow an application sent without them. */
export const parkingDocumentsRequest = type({ documentId: 'string.uuid[] >= 1' }).narrow((request, ctx) =>
  rejectProblems(ctx, { documentId: fileCountProblem(uploadRules.vehicleDocument, request.documentId.length) }),
)
export type ParkingDocumentsRequest = typeof parkingDocumentsRequest.infer

export const parkingFormStatus = type({ id: 'string', status: type.enumerated(...parkingStatuses) })

/** getParkingForm: the member's newest parking application (612 when there is none). */
export const parkingForm = type({
  id: 'string',
  status: type.enumerated(...parkingStatuses),
  reason: 'string | null',
  createdAt: 'string',
  vehicleNumber: 'string',
  octopusCardNumber: 'string',
  octopusCardLastNumber: 'string',
  vehicleTypeId: 'number',
  vehicleType: type({ nameEn: 'string', nameTc: 'string', nameSc: 'string' }),
  vehicleModel: 'string',
  documentId: 'string[]',
  documentsToFollow: 'number',
})
export type ParkingForm = typeof parkingForm.infer
