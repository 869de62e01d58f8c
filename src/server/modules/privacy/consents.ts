import { eq } from 'drizzle-orm'
import type { Consents } from '#contract/schemas/privacy'
import type { Db } from '#server/db/database.ts'
import { members } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { ReturnCode } from '#contract/return-codes'
import { setMarketingConsent } from '../members/index.ts'

const iso = (date: Date | null) => date?.toISOString() ?? null

/** The consents as the member row keeps them. */
export const consentsOfRow = (row: {
  tncAcceptedAt: Date | null
  picsAcceptedAt: Date | null
  consentToGroup: boolean
  consentToGroupAt: Date | null
  consentToGroupWithdrawnAt: Date | null
}): Consents => ({
  termsAcceptedAt: iso(row.tncAcceptedAt),
  collectionStatementAcceptedAt: iso(row.picsAcceptedAt),
  marketing: { given: row.consentToGroup, givenAt: iso(row.consentToGroupAt), withdrawnAt: iso(row.consentToGroupWithdrawnAt) },
})

const consentColumns = {
  tncAcceptedAt: members.tncAcceptedAt,
  picsAcceptedAt: members.picsAcceptedAt,
  consentToGroup: members.consentToGroup,
  consentToGroupAt: members.consentToGroupAt,
  consentToGroupWithdrawnAt: members.consentToGroupWithdrawnAt,
}

export async function consentsOf(db: Db, memberId: string): Promise<Consents> {
  const [row] = await db.select(consentColumns).from(members).where(eq(members.id, memberId))
  if (!row) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
  return consentsOfRow(row)
}

/**
 * The member no longer wants news and offers from the group. A consent not given (never, or
 * withdrawn already) has nothing to withdraw: it stays as it is, with its first date.
 */
export async function withdrawMarketingConsent(db: Db, memberId: string, now: Date): Promise<Consents> {
  await setMarketingConsent(db, memberId, false, now)
  return consentsOf(db, memberId)
}

/**
 * The member wants news and offers again: the consent is given anew with today's date, and the
 * earlier withdrawal no longer stands. A consent already given keeps its first date.
 */
export async function giveMarketingConsent(db: Db, memberId: string, now: Date): Promise<Consents> {
  await setMarketingConsent(db, memberId, true, now)
  return consentsOf(db, memberId)
}
