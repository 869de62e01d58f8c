import { type } from 'arktype'
import type { ServiceContext } from '../context.ts'
import { createReceiptLinks, newReceiptLinksInput } from '../modules/receipt/receipt-links.ts'
import { createMember, MemberInputError, newMemberInput } from '#server/modules/members/create-member.ts'
import { createReferralCode, newReferralInput, ReferralInputError } from '#server/modules/referrals/referral-codes.ts'
import { decideParking, decideUpgrade, decisionInput, DecisionError } from '#server/modules/review/decisions.ts'
import { createStaffAccount, newStaffInput, StaffInputError } from '#server/modules/staff/staff-accounts.ts'

/** A refusal an operator should read: bad input or a rule, never a crash. */
export class OperationError extends Error {
  override readonly name = 'OperationError'
}

interface Operation<Input> {
  input: (raw: unknown) => Input | type.errors
  run: (ctx: ServiceContext, input: Input) => Promise<unknown>
}

/** Keeps each operation's input and run paired, so the registry can hold operations of different inputs. */
const operation = <Input>(input: Operation<Input>['input'], run: Operation<Input>['run']) => ({
  call: async (ctx: ServiceContext, raw: unknown) => {
    const value = input(raw)
    if (value instanceof type.errors) throw new OperationError(value.summary)
    return run(ctx, value)
  },
})

/** Operator commands, each run by the same code whether it reaches the database directly or through the portal. */
export const operations = {
  'member.create': operation(newMemberInput, createMember),
  'referral.create': operation(newReferralInput, async (ctx, input) => ({ code: (await createReferralCode(ctx, input)).code })),
  'receiptLink.create': operation(newReceiptLinksInput, createReceiptLinks),
  'upgrade.decide': operation(decisionInput, decideUpgrade),
  'parking.decide': operation(decisionInput, decideParking),
  'staff.create': operation(newStaffInput, createStaffAccount),
} as const

export type OperationName = keyof typeof operations

export async function runOperation(ctx: ServiceContext, name: string, rawInput: unknown): Promise<unknown> {
  if (!Object.hasOwn(operations, name)) throw new OperationError(`Unknown operation ${name}`)
  try {
    return await operations[name as OperationName].call(ctx, rawInput)
  } catch (error) {
    if (
      error instanceof MemberInputError ||
      error instanceof ReferralInputError ||
      error instanceof DecisionError ||
      error instanceof StaffInputError
    )
      throw new OperationError(error.message)
    throw error
  }
}
