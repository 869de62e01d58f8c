import type { Problem } from '#contract/messages'
import type { DropDownType } from '#contract/reference'
import type { Db } from '#server/db/database.ts'
import { listDropDown } from '#server/db/reference-lists.ts'

/** Fields that carry a reference-list id, with the list each names (an absent or null id is not checked). */
export type ReferenceIds = Partial<Record<string, [DropDownType, number | null | undefined]>>

/** Ids that name no entry of their reference list are bad input, not a database error. */
export async function unknownReferenceIds(db: Db, ids: ReferenceIds): Promise<Record<string, Problem | undefined>> {
  const problems: Record<string, Problem | undefined> = {}
  for (const [field, entry] of Object.entries(ids)) {
    if (!entry || entry[1] === null || entry[1] === undefined) continue
    const list = await listDropDown(db, entry[0])
    if (!list.some((item) => item.id === entry[1])) problems[field] = { key: 'common.invalid-input' }
  }
  return problems
}
