import { and, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm'
import type { ServiceContext } from '#server/context.ts'
import type { Tx } from '#server/db/retrying-transaction.ts'
import {
  documentReminders,
  idempotencyRecords,
  jobs,
  loginThrottle,
  notifierOutbox,
  oneTimeCodes,
  parkingApplications,
  parkingChanges,
  sendThrottles,
  upgradeForms,
} from '#server/db/schema.ts'
import { accountKey, passwordCheckKey } from '../auth/index.ts'
import { forgetInAuditLog } from '../audit/index.ts'
import { codeSendKey } from '../verification/index.ts'

export interface ErasedMember {
  id: string
  countryCodeId: number
  /** The list's text of the country code (`+852`), as an SMS's recipient writes it. */
  countryCode: string
  phone: string
  email: string | null
  firstName: string
  lastName: string
  chineseName: string | null
  chineseSurname: string | null
  /** Their uploaded documents, deleted already: the audit log names them as targets. */
  fileIds: string[]
}

/**
 * What a member leaves outside the rows that go with theirs (by the schema's cascades), deleted
 * in the erasure's transaction before the member's row: the answers kept for their repeated
 * calls (an upgrade form's address, a plate), the counters kept under their phone or id, the
 * messages, events and pushes still waiting for them, the reminders of their applications, and
 * the personal details of the audit log's entries about them.
 */
export async function forgetMemberTraces(ctx: Pick<ServiceContext, 'config'>, tx: Tx, member: ErasedMember): Promise<void> {
  const { id } = member
  const newPhones = await tx
    .select({ countryCodeId: oneTimeCodes.newCountryCodeId, phone: oneTimeCodes.newMobilePhone })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.memberId, id), isNotNull(oneTimeCodes.newMobilePhone)))
  const phones = [
    { countryCodeId: member.countryCodeId, phone: member.phone },
    ...newPhones.flatMap((row) =>
      row.countryCodeId !== null && row.phone !== null ? [{ countryCodeId: row.countryCodeId, phone: row.phone }] : [],
    ),
  ]

  const addresses = [member.email, member.phone, `${member.countryCode}${member.phone}`].filter((a) => a !== null)
  // Messages name their recipient by address; every other job about a member (an event, a push,
  // an export) by the member's id.
  await tx
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.name, 'message.send'), inArray(sql`${jobs.payload}->>'to'`, addresses)),
        sql`${jobs.payload}->>'memberId' = ${id}`,
      ),
    )
  await tx.delete(notifierOutbox).where(inArray(notifierOutbox.recipient, addresses))

  // A member's calls are kept under `<path>:<member id>`.
  await tx.delete(idempotencyRecords).where(like(idempotencyRecords.scope, `%:${id}`))
  await tx
    .delete(loginThrottle)
    .where(inArray(loginThrottle.key, [passwordCheckKey(id), ...phones.map((p) => accountKey(ctx, p.countryCodeId, p.phone))]))
  await tx.delete(sendThrottles).where(
    or(
      like(sendThrottles.key, `%:member:${id}`),
      inArray(
        sendThrottles.key,
        phones.map((p) => codeSendKey(ctx, p.countryCodeId, p.phone)),
      ),
    ),
  )

  const applicationIds = [
    ...(await tx.select({ id: upgradeForms.id }).from(upgradeForms).where(eq(upgradeForms.memberId, id))),
    ...(await tx.select({ id: parkingApplications.id }).from(parkingApplications).where(eq(parkingApplications.memberId, id))),
    ...(await tx.select({ id: parkingChanges.id }).from(parkingChanges).where(eq(parkingChanges.memberId, id))),
  ].map((row) => row.id)
  if (applicationIds.length > 0)
    await tx.delete(documentReminders).where(inArray(documentReminders.applicationId, applicationIds))

  const names = [
    `${member.firstName} ${member.lastName}`,
    `${member.lastName} ${member.firstName}`,
    `${member.chineseSurname ?? ''}${member.chineseName ?? ''}`,
  ]
  await forgetInAuditLog(tx, {
    memberId: id,
    recordIds: [...applicationIds, ...member.fileIds],
    searchWords: [member.phone, ...(member.email ? [member.email] : []), ...names, ...phones.map((p) => p.phone)],
  })
}
