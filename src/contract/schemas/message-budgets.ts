import { type } from 'arktype'

/** One hourly budget of messages: how many it allows, how many went this hour, and when the hour ends. */
export const budgetState = type({
  limit: 'number.integer',
  used: 'number.integer',
  /** Full: further messages wait until `resetsAt`. */
  exhausted: 'boolean',
  /** The end of the hour counted now; null when nothing was sent in it. */
  resetsAt: 'string | null',
})
export type BudgetState = typeof budgetState.infer

/**
 * GET /api/staff/messageBudgets: the SMS and e-mail budgets of the hour, and each country code
 * that SMS went to this hour (`other`: numbers whose prefix the member typed).
 */
export const messageBudgetsAnswer = type({
  sms: budgetState,
  email: budgetState,
  countryCodes: budgetState.and({ countryCode: 'string' }).array(),
})
export type MessageBudgetsAnswer = typeof messageBudgetsAnswer.infer
