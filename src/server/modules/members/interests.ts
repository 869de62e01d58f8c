import { asc, eq } from 'drizzle-orm'
import type { Lang } from '#contract/languages'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { memberInterests } from '#server/db/schema.ts'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { listDropDown } from '#server/db/reference-lists.ts'

/** getInterest: the ids of the member's interests. */
export async function interestsOf(db: Db, memberId: string): Promise<number[]> {
  const rows = await db
    .select({ id: memberInterests.interestId })
    .from(memberInterests)
    .where(eq(memberInterests.memberId, memberId))
    .orderBy(asc(memberInterests.interestId))
  return rows.map((row) => row.id)
}

/** updateInterest: the member's interests become exactly these; an id not in the INTEREST list changes nothing (400). */
export async function replaceInterests(ctx: ServiceContext, memberId: string, interestIds: readonly number[], lang: Lang) {
  const known = new Set((await listDropDown(ctx.db, 'INTEREST')).map((item) => item.id))
  const unknown = interestIds.find((id) => !known.has(id))
  if (unknown !== undefined) throw fieldErrors(lang, { interestIds: { key: 'common.invalid-input' } })
  const ids = [...new Set(interestIds)]
  await ctx.db.transaction(async (tx) => {
    await tx.delete(memberInterests).where(eq(memberInterests.memberId, memberId))
    if (ids.length > 0) await tx.insert(memberInterests).values(ids.map((interestId) => ({ memberId, interestId })))
  })
}
