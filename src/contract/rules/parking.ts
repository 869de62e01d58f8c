import type { Problem } from '../messages.ts'
import { fileCountProblem, uploadRules } from './upload-files.ts'

const vehicleNumberMaxLength = 10
const vehicleModelMaxLength = 50

/** A plate as the transport department writes it: capitals, no spaces ("ab 1234" is AB1234). */
export const normaliseVehicleNumber = (plate: string) => plate.replace(/\s+/g, '').toUpperCase()

/** An Octopus card number as members copy it: spaces and dashes are not part of it. */
export const normaliseOctopusNumber = (number: string) => number.replace(/[\s-]+/g, '')

export interface ParkingFields {
  vehicleNumber: string
  octopusCardNumber: string
  octopusCardLastNumber: string
  vehicleTypeId: number | null
  vehicleModel: string
  documentId: readonly string[]
  /** Chosen documents that the device sends after the application. */
  documentsToFollow?: number | undefined
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
