import { type } from 'arktype'
import type { ServiceContext } from '../context.ts'
import type { Db } from '../db/database.ts'
import { createReceiptLinks, newReceiptLinksInput } from '../modules/receipt/index.ts'
import { ClosingError, closeByPostInput, requestClosingByPost } from '#server/modules/privacy/index.ts'
import { createMember, MemberInputError, newMemberInput, type NewMemberInput } from '#server/modules/members/index.ts'
import { startMaintenanceRequest } from '#contract/schemas/maintenance'
import {
  endMaintenance,
  MaintenanceInputError,
  readMaintenance,
  startMaintenance,
  stateOf,
} from '#server/modules/maintenance/index.ts'
import { createReferralCode, newReferralInput, ReferralInputError } from '#server/modules/referrals/index.ts'
import { decideParking, decideUpgrade, decisionInput, DecisionError } from '#server/modules/review/index.ts'
import { operatorActor, recordAudit } from '#server/modules/audit/index.ts'
import {
  createStaffAccount,
  newStaffInput,
  resendStaffLinkByEmail,
  StaffInputError,
  staffLinkInput,
  type LinkSent,
} from '#server/modules/staff-admin/index.ts'

/** A refusal an operator should read: bad input or a rule, never a crash. */
export class OperationError extends Error {
  override readonly name = 'OperationError'
}

interface Operation<Input, Result> {
  input: (raw: unknown) => Input | type.errors
  run: (ctx: ServiceContext, input: Input) => Promise<Result>
}

/** Keeps each operation's input and run paired, so the registry can hold operations of different inputs. */
const operation = <Input, Result>(input: Operation<Input, Result>['input'], run: Operation<Input, Result>['run']) => ({
  call: async (ctx: ServiceContext, raw: unknown): Promise<Result> => {
    const value = input(raw)
    if (value instanceof type.errors) throw new OperationError(value.summary)
    return run(ctx, value)
  },
})

/** A new member and its audit entry, in one transaction. */
async function createMemberAudited(ctx: ServiceContext, input: NewMemberInput) {
  const now = ctx.clock()
  return ctx.db.transaction(async (tx) => {
    const member = await createMember({ ...ctx, db: tx as unknown as Db }, input)
    await recordAudit(tx, now, {
      actor: operatorActor,
      action: 'member.create',
      target: { kind: 'member', id: member.id },
      after: { clubMemberId: member.clubMemberId, tier: input.tier, firstTime: input.firstTime },
    })
    return member
  })
}

/** An operation that takes nothing. */
const noInput = type({})

/** What the command prints of a link sent: to whom and until when, never the link. */
const sentLink = (sent: LinkSent) => ({ id: sent.id, email: sent.email, expiresAt: sent.expiresAt.toISOString() })

/**
 * Operator commands, each run by the same code whether it reaches the database directly or
 * through the portal. Each change is audited in its own transaction, with the actor `operator`.
 */
const operations = {
  'member.create': operation(newMemberInput, createMemberAudited),
  'referral.create': operation(newReferralInput, async (ctx, input) => ({ code: (await createReferralCode(ctx, input)).code })),
  'receiptLink.create': operation(newReceiptLinksInput, (ctx, input) => createReceiptLinks(ctx, input)),
  'upgrade.decide': operation(decisionInput, decideUpgrade),
  'parking.decide': operation(decisionInput, decideParking),
  'staff.create': operation(newStaffInput, async (ctx, input) => sentLink(await createStaffAccount(ctx, input))),
  'staff.invite': operation(staffLinkInput, async (ctx, input) => sentLink(await resendStaffLinkByEmail(ctx, input))),
  'member.close': operation(closeByPostInput, requestClosingByPost),
  'maintenance.on': operation(startMaintenanceRequest, (ctx, input) =>
    startMaintenance(ctx, input, { actor: operatorActor, name: operatorActor.email }),
  ),
  'maintenance.off': operation(noInput, (ctx) => endMaintenance(ctx, { actor: operatorActor, name: operatorActor.email })),
  'maintenance.status': operation(noInput, async (ctx) => stateOf(await readMaintenance(ctx.db), ctx.clock())),
} as const

export type OperationName = keyof typeof operations
/** What an operation answers: plain JSON, so that it reads the same after the operator socket. */
export type OperationResult<Name extends OperationName> = Awaited<ReturnType<(typeof operations)[Name]['call']>>
/** The registry seen by name, so that a call by a name given as a type parameter answers that operation's result. */
const byName: { [Name in OperationName]: { call: (ctx: ServiceContext, raw: unknown) => Promise<OperationResult<Name>> } } =
  operations

export const isOperationName = (name: string): name is OperationName => Object.hasOwn(operations, name)

export async function runOperation<Name extends OperationName>(
  ctx: ServiceContext,
  name: Name,
  rawInput: unknown,
): Promise<OperationResult<Name>> {
  try {
    return await byName[name].call(ctx, rawInput)
  } catch (error) {
    if (
      error instanceof MemberInputError ||
      error instanceof ReferralInputError ||
      error instanceof DecisionError ||
      error instanceof StaffInputError ||
      error instanceof ClosingError ||
      error instanceof MaintenanceInputError
    )
      throw new OperationError(error.message)
    throw error
  }
}
