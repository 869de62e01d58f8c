import type { Problem } from '../messages.ts'
import { fileCountProblem, uploadRules } from './upload-files.ts'

const vehicleNumberMaxLength = 10
const vehicleModelMaxLength = 50

/** A plate as the transport department writes it: capitals, no spaces ("ab 1234" is AB1234). */
export const normaliseVehicleNumber = (plate: string) => plate.replace(/\s+/g, '').toUpperCase()

/** An Octopus card number as members copy it: spaces and dashes are not part of it. */
export const normaliseOctopusNumber = (number: string) => number.replace(/[\s-]+/g, '')

/** The card, the vehicle and the documents of an application or of a change to it. */
export interface ParkingVehicleValues {
  vehicleNumber: string
  octopusCardNumber: string
  octopusCardLastNumber: string
  vehicleTypeId: number | null
  vehicleModel: string
  documentId: readonly string[]
  /** Chosen documents that the device sends after the application (or the change). */
  documentsToFollow?: number | undefined
}

export interface ParkingFields extends ParkingVehicleValues {
  termsAccepted: boolean
}

function vehicleNumberProblem(plate: string): Problem | undefined {
  const normalised = normaliseVehicleNumber(plate)
  if (normalised === '') return { key: 'parking.vehicle-number-required' }
  if (normalised.length > vehicleNumberMaxLength) return { key: 'parking.vehicle-number-max' }
  if (!/^[A-Z0-9]+$/.test(normalised)) return { key: 'parking.vehicle-number-invalid' }
  return undefined
}

function octopusNumberProblem(number: string): Problem | undefined {
  const normalised = normaliseOctopusNumber(number)
  if (normalised === '') return { key: 'parking.octopus-card-required' }
  if (!/^\d+$/.test(normalised)) return { key: 'parking.octopusNumberInvalid' }
  if (normalised.length < 8 || normalised.length > 9) return { key: 'parking.octopus-card-max' }
  return undefined
}

/** The digit printed in brackets after the card number. */
function octopusCheckDigitProblem(digit: string): Problem | undefined {
  const trimmed = digit.trim()
  if (trimmed === '') return { key: 'parking.octopus-check-digit-required' }
  return /^\d$/.test(trimmed) ? undefined : { key: 'parking.octopusNumberInvalid' }
}

/** The rules of the parking form, by field. Documents still to follow count as chosen. */
export function parkingProblems(form: ParkingFields): Record<string, Problem | undefined> {
  const model = form.vehicleModel.trim()
  const documents = form.documentId.length + (form.documentsToFollow ?? 0)
  return {
    vehicleNumber: vehicleNumberProblem(form.vehicleNumber),
    octopusCardNumber: octopusNumberProblem(form.octopusCardNumber),
    octopusCardLastNumber: octopusCheckDigitProblem(form.octopusCardLastNumber),
    vehicleTypeId: form.vehicleTypeId ? undefined : { key: 'parking.vehicle-type-required' },
    vehicleModel:
      model === ''
        ? { key: 'parking.vehicle-model-required' }
        : model.length > vehicleModelMaxLength
          ? { key: 'parking.vehicle-model-max', params: { digit: vehicleModelMaxLength } }
          : undefined,
    documentId: documents === 0 ? { key: 'parking.pleaseDocument' } : fileCountProblem(uploadRules.vehicleDocument, documents),
    termsAccepted: form.termsAccepted ? undefined : { key: 'parking.sino-parking-confirm-required' },
  }
}

/** The card as printed: 00123123(8). */
export const octopusCardDisplay = (number: string, checkDigit: string) => `${number}(${checkDigit})`

/** The parking offer runs to 31 December of the year it is used in. */
export const offerValidYear = (today: Date) => today.getFullYear()

/** What a change to an approved application may alter, as the member and the reviewer read it. */
export const parkingChangeFields = ['vehicleNumber', 'octopusCard', 'vehicleType', 'vehicleModel', 'documents'] as const
export type ParkingChangeField = (typeof parkingChangeFields)[number]

const sameDocuments = (a: readonly string[], b: readonly string[]) => {
  const first = new Set(a)
  const second = new Set(b)
  return first.size === second.size && [...first].every((id) => second.has(id))
}

/**
 * The fields a change alters, in the form's order. Documents differ when one is added or taken
 * away, or when one is still to follow from the member's device.
 */
export function changedParkingFields(approved: ParkingVehicleValues, requested: ParkingVehicleValues): ParkingChangeField[] {
  const differs: Record<ParkingChangeField, boolean> = {
    vehicleNumber: normaliseVehicleNumber(approved.vehicleNumber) !== normaliseVehicleNumber(requested.vehicleNumber),
    octopusCard:
      normaliseOctopusNumber(approved.octopusCardNumber) !== normaliseOctopusNumber(requested.octopusCardNumber) ||
      approved.octopusCardLastNumber.trim() !== requested.octopusCardLastNumber.trim(),
    vehicleType: approved.vehicleTypeId !== requested.vehicleTypeId,
    vehicleModel: approved.vehicleModel.trim() !== requested.vehicleModel.trim(),
    documents: (requested.documentsToFollow ?? 0) > 0 || !sameDocuments(approved.documentId, requested.documentId),
  }
  return parkingChangeFields.filter((field) => differs[field])
}
