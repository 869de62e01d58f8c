import { eq } from 'drizzle-orm'
import type { ParkingFormRequest, ParkingVehicle } from '#contract/schemas/parking'
import type { Db } from '#server/db/database.ts'
import { vehicleTypes } from '#server/db/schema.ts'

type Executor = Pick<Db, 'select'>

export interface VehicleTypeNames {
  nameEn: string
  nameTc: string
  nameSc: string
}

/** What an application or a change holds of the card and the vehicle. */
export interface VehicleRow {
  vehicleNumber: string
  octopusCardNumber: string
  octopusCardLastNumber: string
  vehicleTypeId: number
  vehicleModel: string
}

/** The names of a vehicle type in the three languages; empty ones for a type no longer listed. */
export async function vehicleTypeNames(db: Executor, id: number): Promise<VehicleTypeNames> {
  const [names] = await db
    .select({ nameEn: vehicleTypes.nameEn, nameTc: vehicleTypes.nameTc, nameSc: vehicleTypes.nameSc })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.id, id))
  return names ?? { nameEn: '', nameTc: '', nameSc: '' }
}

/** The card, the vehicle and the documents as answers carry them (documents sorted, so that answers compare). */
export const vehicleAnswer = (
  row: VehicleRow,
  vehicleType: VehicleTypeNames | null,
  documentIds: readonly string[],
  documentsToFollow: number,
): ParkingVehicle => ({
  vehicleNumber: row.vehicleNumber,
  octopusCardNumber: row.octopusCardNumber,
  octopusCardLastNumber: row.octopusCardLastNumber,
  vehicleTypeId: row.vehicleTypeId,
  vehicleType: vehicleType ?? { nameEn: '', nameTc: '', nameSc: '' },
  vehicleModel: row.vehicleModel,
  documentId: [...documentIds].sort(),
  documentsToFollow,
})

/** The columns a request writes into an application or a change. */
export const vehicleValues = (request: ParkingFormRequest) => ({
  vehicleNumber: request.vehicleNumber,
  octopusCardNumber: request.octopusCardNumber,
  octopusCardLastNumber: request.octopusCardLastNumber,
  vehicleTypeId: request.vehicleTypeId ?? 0,
  vehicleModel: request.vehicleModel,
  documentsToFollow: request.documentsToFollow ?? 0,
})
