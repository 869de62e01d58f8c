import { type } from 'arktype'
import type { ServiceContext } from '../context.ts'
import { createReceiptLinks, newReceiptLinksInput } from '../modules/receipt/receipt-links.ts'
import { createMember, MemberInputError, newMemberInput } from '../modules/registration/member-service.ts'

/** A refusal an operator should read: bad input or a rule, never a crash. */
export class OperationError extends Error {
  override readonly name = 'OperationError'
}

/** Operator commands, each run by the same code whether it reaches the database directly or through the portal. */
export const operations = {
  'member.create': { input: newMemberInput, run: createMember },
  'receiptLink.create': { input: newReceiptLinksInput, run: createReceiptLinks },
} as const

export type OperationName = keyof typeof operations

export async function runOperation(ctx: ServiceContext, name: string, rawInput: unknown): Promise<unknown> {
  if (!Object.hasOwn(operations, name)) throw new OperationError(`Unknown operation ${name}`)
  // Each operation's input type belongs to its own run; the union of them does not.
  const operation = operations[name as OperationName] as unknown as {
    input: (raw: unknown) => unknown
    run: (ctx: ServiceContext, input: unknown) => Promise<unknown>
  }
  const input = operation.input(rawInput)
  if (input instanceof type.errors) throw new OperationError(input.summary)
  try {
    return await operation.run(ctx, input)
  } catch (error) {
    if (error instanceof MemberInputError) throw new OperationError(error.message)
    throw error
  }
}
