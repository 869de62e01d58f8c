import { createHash } from 'node:crypto'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { Problem } from '#contract/messages'
import type { ParkingStatus } from '#contract/schemas/parking'
import type { Db } from '#server/db/database.ts'
import { violatedUniqueConstraint } from '#server/db/errors.ts'
import type { Tx } from '#server/db/retrying-transaction.ts'
import { parkingApplications, parkingChanges } from '#server/db/schema.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'

type Executor = Pick<Db, 'select'>

/** Applications that hold their plate and card: in review or approved. */
const openStatuses: ParkingStatus[] = ['applied', 'approved']

/** The plate and the card a member claims, as the rules made them (capitals, no spaces). */
export interface Claim {
  vehicleNumber: string
  octopusCardNumber: string
}

/**
 * A plate or a card another member holds: by an application in review or approved, or by a
 * change waiting beside their approved one. The member's own are free to keep.
 */
export async function takenProblems(db: Executor, memberId: string, claim: Claim): Promise<Record<string, Problem | undefined>> {
  const held = async (column: keyof Claim, value: string) => {
    const [application] = await db
      .select({ id: parkingApplications.id })
      .from(parkingApplications)
      .where(
        and(
          eq(parkingApplications[column], value),
          inArray(parkingApplications.status, openStatuses),
          ne(parkingApplications.memberId, memberId),
        ),
      )
      .limit(1)
    if (application) return true
    const [change] = await db
      .select({ id: parkingChanges.id })
      .from(parkingChanges)
      .where(and(eq(parkingChanges[column], value), eq(parkingChanges.status, 'pending'), ne(parkingChanges.memberId, memberId)))
      .limit(1)
    return change !== undefined
  }
  return {
    vehicleNumber: (await held('vehicleNumber', claim.vehicleNumber)) ? { key: 'parking.vehicle-number-taken' } : undefined,
    octopusCardNumber: (await held('octopusCardNumber', claim.octopusCardNumber))
      ? { key: 'parking.octopus-card-taken' }
      : undefined,
  }
}

/** A 64-bit advisory lock key of a plate or a card, the same on every node. */
const holdKey = (name: string) => createHash('sha256').update(`parking-hold:${name}`).digest().readBigInt64BE(0)

/**
 * Claims a plate and a card inside the member's transaction (their row locked first): the two
 * are locked in one order, so that another member claiming either waits until this one commits,
 * and then checked again. The unique indexes guard each table; the locks guard an application
 * and a change claiming the same plate at once.
 */
export async function claimHolds(tx: Tx, memberId: string, claim: Claim, lang: Lang): Promise<void> {
  const keys = [holdKey(`vehicle:${claim.vehicleNumber}`), holdKey(`card:${claim.octopusCardNumber}`)].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  )
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`)
  const problems = await takenProblems(tx, memberId, claim)
  if (Object.values(problems).some(Boolean)) throw fieldErrors(lang, problems)
}

const takenByConstraint: Record<string, Record<string, Problem>> = {
  parking_applications_open_vehicle_key: { vehicleNumber: { key: 'parking.vehicle-number-taken' } },
  parking_changes_pending_vehicle_key: { vehicleNumber: { key: 'parking.vehicle-number-taken' } },
  parking_applications_open_card_key: { octopusCardNumber: { key: 'parking.octopus-card-taken' } },
  parking_changes_pending_card_key: { octopusCardNumber: { key: 'parking.octopus-card-taken' } },
}

/** Another member took the plate or card between the check and the write. */
export function takenMeanwhile(error: unknown, lang: Lang): never {
  const problems = takenByConstraint[violatedUniqueConstraint(error) ?? '']
  if (problems) throw fieldErrors(lang, problems)
  throw error
}
