import { type } from 'arktype'
import type { parkingChangeStatuses } from '../rules/application-statuses.ts'
import { parkingStatuses } from '../rules/application-statuses.ts'
import { fileCountProblem, uploadRules } from '../rules/upload-files.ts'
import { normaliseOctopusNumber, normaliseVehicleNumber, parkingProblems } from '../rules/parking.ts'
import { optionalId } from './address.ts'
import { rejectProblems } from './problems.ts'
import { applicationHistory } from './application-history.ts'
import { decisionReason } from './rejection-reasons.ts'

export type ParkingStatus = (typeof parkingStatuses)[number]

export type ParkingChangeStatus = (typeof parkingChangeStatuses)[number]

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

/** updateParkingForm: the application, and the change it made when the application was approved (which stays in force). */
export const parkingEditStatus = type({
  id: 'string',
  status: type.enumerated(...parkingStatuses),
  changeId: 'string | null',
})

/** withdrawParkingForm and withdrawParkingChange: the application or change the member saw, by its id. */
export const parkingWithdrawRequest = type({ id: 'string.uuid' })

const vehicleTypeNames = type({ nameEn: 'string', nameTc: 'string', nameSc: 'string' })

/** The card, the vehicle and the documents, as an application or a change to it holds them. */
const vehicleShape = {
  vehicleNumber: 'string',
  octopusCardNumber: 'string',
  octopusCardLastNumber: 'string',
  vehicleTypeId: 'number',
  vehicleType: vehicleTypeNames,
  vehicleModel: 'string',
  documentId: 'string[]',
  documentsToFollow: 'number',
} as const
export const parkingVehicle = type(vehicleShape)
export type ParkingVehicle = typeof parkingVehicle.infer

/**
 * A change the member asked for to their approved application: in review (pending), or
 * rejected with the reason, while the approved one stays as it was.
 */
export const parkingChange = type({
  ...vehicleShape,
  id: 'string',
  status: "'pending' | 'rejected'",
  reason: decisionReason.or('null'),
  submittedAt: 'string',
})
export type ParkingChange = typeof parkingChange.infer

/**
 * getParkingForm: the member's newest parking application (612 when there is none) and, when it
 * is approved, the change waiting beside it or the last one rejected; `documentsDueAt` until
 * when documents still to follow are awaited, and `history` what happened to it.
 */
export const parkingForm = type({
  ...vehicleShape,
  id: 'string',
  status: type.enumerated(...parkingStatuses),
  reason: decisionReason.or('null'),
  createdAt: 'string',
  /** When it was last sent: a rejected or withdrawn application edited is sent again. */
  sentAt: 'string',
  documentsDueAt: 'string | null',
  change: parkingChange.or('null'),
  history: applicationHistory,
})
export type ParkingForm = typeof parkingForm.infer
