import { type } from 'arktype'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { ServiceContext } from '#server/context.ts'
import { members, parkingApplications, privilegeAddresses, upgradeForms } from '#server/db/schema.ts'

/** Until the review console exists, an operator decides an application by the member ID on the card. */
export const decisionInput = type({
  clubMemberId: 'string <= 20',
  decision: "'approve' | 'reject'",
  'reason?': 'string <= 500',
})
export type DecisionInput = typeof decisionInput.infer

export class DecisionError extends Error {
  override readonly name = 'DecisionError'
}

async function memberIdOf(ctx: Pick<ServiceContext, 'db'>, clubMemberId: string): Promise<string> {
  const [member] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.clubMemberId, clubMemberId))
  if (!member) throw new DecisionError(`No member ${clubMemberId}`)
  return member.id
}

/**
 * Decides the member's newest upgrade form in review (or waiting for documents). Approval
 * makes the member Privilege for the form's address (which becomes the privilege-member
 * address) and staff details; a rejection leaves them Ordinary.
 */
export async function decideUpgrade(ctx: ServiceContext, input: DecisionInput): Promise<{ status: string }> {
  const memberId = await memberIdOf(ctx, input.clubMemberId)
  const now = ctx.clock()
  return ctx.db.transaction(async (tx) => {
    const [form] = await tx
      .select()
      .from(upgradeForms)
      .where(eq(upgradeForms.memberId, memberId))
      .orderBy(desc(upgradeForms.createdAt))
      .limit(1)
    if (!form || !['applied', 'pending'].includes(form.status)) throw new DecisionError('No upgrade form in review')
    if (input.decision === 'reject') {
      await tx
        .update(upgradeForms)
        .set({ status: 'rejected', reason: input.reason?.trim() || null, decidedAt: now, updatedAt: now })
        .where(eq(upgradeForms.id, form.id))
      await tx.update(members).set({ tier: 'ordinary', updatedAt: now }).where(eq(members.id, memberId))
      return { status: 'rejected' }
    }
    await tx.update(upgradeForms).set({ status: 'approved', decidedAt: now, updatedAt: now }).where(eq(upgradeForms.id, form.id))
    await tx
      .update(members)
      .set({
        tier: 'privilege',
        ...(form.isStaff ? { sinoStaffNumber: form.sinoStaffNumber, sinoStaffCompanyId: form.sinoStaffCompanyId } : {}),
        updatedAt: now,
      })
      .where(eq(members.id, memberId))
    if (form.isOwner || form.isResident || form.isTenant) {
      const address = {
        sinoEstateId: form.sinoEstateId,
        nonSinoEstateId: form.nonSinoEstateId,
        otherEstate: form.otherEstate,
        propertyTypeId: form.propertyTypeId,
        unit: form.unit,
        floor: form.floor,
        block: form.block,
        street: form.street,
        districtId: form.districtId,
        otherDistrict: form.otherDistrict,
        areaId: form.areaId,
        otherArea: form.otherArea,
        countryId: form.countryId,
        otherCountry: form.otherCountry,
        grantedAt: now,
      }
      await tx
        .insert(privilegeAddresses)
        .values({ memberId, ...address })
        .onConflictDoUpdate({ target: privilegeAddresses.memberId, set: address })
    }
    return { status: 'approved' }
  })
}

/** Decides the member's parking application in review. */
export async function decideParking(ctx: ServiceContext, input: DecisionInput): Promise<{ status: string }> {
  const memberId = await memberIdOf(ctx, input.clubMemberId)
  const now = ctx.clock()
  const status = input.decision === 'approve' ? 'approved' : 'rejected'
  const decided = await ctx.db
    .update(parkingApplications)
    .set({ status, reason: input.decision === 'reject' ? input.reason?.trim() || null : null, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(parkingApplications.status, 'applied'),
        inArray(
          parkingApplications.id,
          ctx.db
            .select({ id: parkingApplications.id })
            .from(parkingApplications)
            .where(eq(parkingApplications.memberId, memberId))
            .orderBy(desc(parkingApplications.createdAt))
            .limit(1),
        ),
      ),
    )
    .returning({ previous: parkingApplications.id })
  if (decided.length === 0) throw new DecisionError('No parking application in review')
  return { status }
}
