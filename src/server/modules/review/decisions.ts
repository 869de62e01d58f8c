import { type } from 'arktype'
import { desc, eq } from 'drizzle-orm'
import type { ServiceContext } from '#server/context.ts'
import { retryingTransaction, type Tx } from '#server/db/retrying-transaction.ts'
import { changedParkingFields, type ParkingChangeField } from '#contract/rules/parking'
import {
  members,
  parkingApplications,
  parkingChanges,
  privilegeAddresses,
  upgradeForms,
  type ApprovedParkingValues,
} from '#server/db/schema.ts'
import { normaliseReasonCode, noteMaxLength } from '#contract/rules/rejection-reasons'
import type { DecisionReason } from '#contract/schemas/rejection-reasons'
import { offeredReason, offeredReasons } from '../rejection-reasons/index.ts'
import { lockOwnerOf, setTier } from '../members/index.ts'
import { operatorActor, recordAudit } from '../audit/index.ts'
import { applyParkingChange, changeDocumentIds, pendingChangeOf } from '../parking/index.ts'
import { passesChanged } from '../wallet/index.ts'

/**
 * An operator decides a member's newest application by the member ID on the card; a rejection
 * names one of the kept reasons by its code, with an optional note the member reads as typed.
 */
export const decisionInput = type({
  clubMemberId: 'string <= 20',
  decision: "'approve' | 'reject'",
  'reason?': 'string <= 100',
  'note?': `string <= ${noteMaxLength}`,
})
export type DecisionInput = typeof decisionInput.infer

export type DecisionRefusal = 'notFound' | 'notPending' | 'decided' | 'withdrawn' | 'reasonNotOffered'

export class DecisionError extends Error {
  override readonly name = 'DecisionError'

  constructor(
    readonly refusal: DecisionRefusal,
    message: string,
  ) {
    super(message)
  }
}

export interface Decision {
  id: string
  decision: 'approve' | 'reject'
  /** A rejection's reason: picked in the console by id, named in the operator command by code. */
  reason?: { id: number } | { code: string }
  note?: string
  /** The reviewer; null for an operator's command (audited with the actor `operator`). */
  staff: { id: string; email: string } | null
}

/**
 * The decision's event, kept in its transaction: the member is told (by e-mail and push) exactly
 * when the decision stands, with the reason as it was picked.
 */
const decided = (
  ctx: Pick<ServiceContext, 'events'>,
  tx: Tx,
  memberId: string,
  application: 'upgrade' | 'parking' | 'parkingChange',
  status: 'approved' | 'rejected',
  reason: DecisionReason | null,
): Promise<string[]> => ctx.events.emit(tx, { name: 'application.decided', memberId, application, status, reason })

/** An application of a registration not finished (its phone or e-mail not proven) is not for review yet. */
function assertReviewable(member: { registrationPending: boolean }) {
  if (member.registrationPending) throw new DecisionError('notFound', 'The member has not finished registering')
}

function refusalOf(status: string, what = 'application'): DecisionError {
  if (status === 'withdrawn') return new DecisionError('withdrawn', `The member withdrew the ${what}`)
  return status === 'approved' || status === 'rejected'
    ? new DecisionError('decided', `The ${what} is ${status} already`)
    : new DecisionError('notPending', `The ${what} is not in review (it waits for documents)`)
}

/**
 * What a rejection records: the reason picked (one still offered) and the note as typed, and what
 * the member reads of them. Nothing for an approval.
 */
async function rejectionOf(tx: Tx, input: Decision, applicationKind: 'upgrade' | 'parking') {
  if (input.decision === 'approve') return { reasonId: null, note: null, reason: null, audited: {} }
  const picked = input.reason ? await offeredReason(tx, input.reason, applicationKind) : undefined
  if (!picked) {
    const codes = (await offeredReasons(tx, applicationKind)).join(', ')
    throw new DecisionError('reasonNotOffered', `Give one of the reasons offered: ${codes}`)
  }
  const note = input.note?.trim() || null
  return {
    reasonId: picked.id,
    note,
    reason: { text: picked.text, note },
    audited: { reason: picked.code, ...(note ? { note } : {}) },
  }
}

/** The columns a decision sets on the application (or change) it decides. */
const decidedColumns = (rejection: { reasonId: number | null; note: string | null }, input: Decision, now: Date) => ({
  rejectionReasonId: rejection.reasonId,
  reason: rejection.note,
  decidedAt: now,
  decidedByStaffId: input.staff?.id ?? null,
  updatedAt: now,
})

/**
 * A decision's transaction, which answers the member it was about and the events it kept; once it
 * commits, what the node keeps of the member is dropped and the events are delivered at once.
 */
async function deciding(
  ctx: ServiceContext,
  decide: (tx: Tx) => Promise<{ status: 'approved' | 'rejected'; events: string[]; memberId: string }>,
): Promise<{ status: 'approved' | 'rejected' }> {
  const { status, events, memberId } = await retryingTransaction(ctx.db, decide)
  ctx.keptReads?.evictMember(memberId)
  await ctx.events.deliver(events)
  return { status }
}

/**
 * Decides an upgrade form in review (pending). Approval makes the member Privilege for the
 * form's address (which becomes the privilege-member address) and staff details; a rejection
 * leaves them Ordinary. The form row is locked: of two reviewers deciding at once, the second
 * finds it decided.
 */
export async function decideUpgradeForm(ctx: ServiceContext, input: Decision): Promise<{ status: 'approved' | 'rejected' }> {
  const now = ctx.clock()
  return deciding(ctx, async (tx) => {
    const member = await lockOwnerOf(tx, upgradeForms, input.id)
    const [form] = await tx.select().from(upgradeForms).where(eq(upgradeForms.id, input.id)).for('update')
    if (!form || !member) throw new DecisionError('notFound', 'No such upgrade form')
    assertReviewable(member)
    if (form.status !== 'pending') throw refusalOf(form.status)
    const status = input.decision === 'approve' ? 'approved' : 'rejected'
    const rejection = await rejectionOf(tx, input, 'upgrade')
    const tier = status === 'approved' ? 'privilege' : 'ordinary'
    await tx
      .update(upgradeForms)
      .set({ status, ...decidedColumns(rejection, input, now) })
      .where(eq(upgradeForms.id, form.id))
    const staffDetails =
      status === 'approved' && form.isStaff
        ? { sinoStaffNumber: form.sinoStaffNumber, sinoStaffCompanyId: form.sinoStaffCompanyId }
        : undefined
    await setTier(tx, form.memberId, tier, now, staffDetails)
    await passesChanged(ctx, tx, form.memberId, 'tier')
    if (status === 'approved' && (form.isOwner || form.isResident || form.isTenant)) {
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
        .values({ memberId: form.memberId, ...address })
        .onConflictDoUpdate({ target: privilegeAddresses.memberId, set: address })
    }
    await recordAudit(tx, now, {
      actor: input.staff ?? operatorActor,
      action: status === 'approved' ? 'upgrade.approve' : 'upgrade.reject',
      target: { kind: 'upgrade', id: form.id },
      before: { status: form.status, tier: member.tier },
      after: { status, tier, ...rejection.audited },
    })
    const events = await decided(ctx, tx, form.memberId, 'upgrade', status, rejection.reason)
    return { status, events, memberId: form.memberId } as const
  })
}

/**
 * Decides a parking application in review. One that still expects documents from the member's
 * device may be rejected (it holds its plate and card meanwhile) but approved only once they came.
 */
export async function decideParkingApplication(
  ctx: ServiceContext,
  input: Decision,
): Promise<{ status: 'approved' | 'rejected' }> {
  const now = ctx.clock()
  return deciding(ctx, async (tx) => {
    const member = await lockOwnerOf(tx, parkingApplications, input.id)
    const [application] = await tx.select().from(parkingApplications).where(eq(parkingApplications.id, input.id)).for('update')
    if (!application || !member) throw new DecisionError('notFound', 'No such parking application')
    assertReviewable(member)
    const waiting = application.documentsToFollow > 0
    if (application.status !== 'applied' || (waiting && input.decision === 'approve')) throw refusalOf(application.status)
    const status = input.decision === 'approve' ? 'approved' : 'rejected'
    const rejection = await rejectionOf(tx, input, 'parking')
    await tx
      .update(parkingApplications)
      .set({ status, ...decidedColumns(rejection, input, now) })
      .where(eq(parkingApplications.id, application.id))
    await recordAudit(tx, now, {
      actor: input.staff ?? operatorActor,
      action: status === 'approved' ? 'parking.approve' : 'parking.reject',
      target: { kind: 'parking', id: application.id },
      before: { status: waiting ? 'applied' : 'pending' },
      after: { status, ...rejection.audited },
    })
    const events = await decided(ctx, tx, application.memberId, 'parking', status, rejection.reason)
    return { status, events, memberId: application.memberId } as const
  })
}

/** The values of the fields a change alters, as the audit log records them before and after. */
function changedValues(values: ApprovedParkingValues, fields: readonly ParkingChangeField[]) {
  const recorded: Record<string, unknown> = {}
  for (const field of fields) {
    if (field === 'octopusCard') {
      recorded.octopusCardNumber = values.octopusCardNumber
      recorded.octopusCardLastNumber = values.octopusCardLastNumber
    } else if (field === 'vehicleType') recorded.vehicleTypeId = values.vehicleTypeId
    else if (field === 'documents') recorded.documentId = values.documentId
    else recorded[field] = values[field]
  }
  return recorded
}

/**
 * Decides a change a member asked for to their approved parking application. Approval puts
 * its values (and documents) in the application, which keeps its approval; a rejection leaves
 * the application as it was. One still expecting documents may be rejected, not approved.
 */
export async function decideParkingChange(ctx: ServiceContext, input: Decision): Promise<{ status: 'approved' | 'rejected' }> {
  const now = ctx.clock()
  return deciding(ctx, async (tx) => {
    const member = await lockOwnerOf(tx, parkingChanges, input.id)
    const [change] = await tx.select().from(parkingChanges).where(eq(parkingChanges.id, input.id)).for('update')
    if (!change || !member) throw new DecisionError('notFound', 'No such parking change')
    assertReviewable(member)
    const waiting = change.documentsToFollow > 0
    if (change.status !== 'pending' || (waiting && input.decision === 'approve')) {
      throw refusalOf(change.status === 'pending' ? 'applied' : change.status, 'change')
    }
    const [application] = await tx
      .select({ status: parkingApplications.status })
      .from(parkingApplications)
      .where(eq(parkingApplications.id, change.applicationId))
      .for('update')
    if (application?.status !== 'approved') throw refusalOf(application?.status ?? 'applied', 'application')
    const status = input.decision === 'approve' ? 'approved' : 'rejected'
    const rejection = await rejectionOf(tx, input, 'parking')
    if (status === 'approved') await applyParkingChange(tx, change, now)
    await tx
      .update(parkingChanges)
      .set({ status, ...decidedColumns(rejection, input, now) })
      .where(eq(parkingChanges.id, change.id))
    const requested = { ...change, documentId: await changeDocumentIds(tx, change.id) }
    const fields = changedParkingFields(change.approvedBefore, requested)
    await recordAudit(tx, now, {
      actor: input.staff ?? operatorActor,
      action: status === 'approved' ? 'parking.approveChange' : 'parking.rejectChange',
      target: { kind: 'parkingChange', id: change.id },
      before: { status: waiting ? 'applied' : 'pending', ...changedValues(change.approvedBefore, fields) },
      after: { status, ...changedValues(requested, fields), ...rejection.audited },
    })
    const events = await decided(ctx, tx, change.memberId, 'parkingChange', status, rejection.reason)
    return { status, events, memberId: change.memberId } as const
  })
}

async function memberIdOf(ctx: Pick<ServiceContext, 'db'>, clubMemberId: string): Promise<string> {
  const [member] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.clubMemberId, clubMemberId))
  if (!member) throw new DecisionError('notFound', `No member ${clubMemberId}`)
  return member.id
}

/** The operator's decision, its reason named by code. */
const operatorDecision = (input: DecisionInput): Omit<Decision, 'id'> => ({
  decision: input.decision,
  ...(input.reason ? { reason: { code: normaliseReasonCode(input.reason) } } : {}),
  ...(input.note ? { note: input.note } : {}),
  staff: null,
})

/** The operator's command: the member's newest upgrade form. */
export async function decideUpgrade(ctx: ServiceContext, input: DecisionInput): Promise<{ status: string }> {
  const memberId = await memberIdOf(ctx, input.clubMemberId)
  const [form] = await ctx.db
    .select({ id: upgradeForms.id })
    .from(upgradeForms)
    .where(eq(upgradeForms.memberId, memberId))
    .orderBy(desc(upgradeForms.createdAt))
    .limit(1)
  if (!form) throw new DecisionError('notFound', 'No upgrade form in review')
  return decideUpgradeForm(ctx, { ...operatorDecision(input), id: form.id })
}

/**
 * The operator's command: what the member has in review for parking, the change waiting beside
 * their approved application, or else their newest application.
 */
export async function decideParking(
  ctx: ServiceContext,
  input: DecisionInput,
): Promise<{ status: string; decided: 'application' | 'change' }> {
  const memberId = await memberIdOf(ctx, input.clubMemberId)
  const [application] = await ctx.db
    .select({ id: parkingApplications.id, status: parkingApplications.status })
    .from(parkingApplications)
    .where(eq(parkingApplications.memberId, memberId))
    .orderBy(desc(parkingApplications.createdAt))
    .limit(1)
  if (!application) throw new DecisionError('notFound', 'No parking application in review')
  const change = application.status === 'approved' ? await pendingChangeOf(ctx.db, application.id) : undefined
  const decision = operatorDecision(input)
  if (change) return { ...(await decideParkingChange(ctx, { ...decision, id: change.id })), decided: 'change' }
  return { ...(await decideParkingApplication(ctx, { ...decision, id: application.id })), decided: 'application' }
}
