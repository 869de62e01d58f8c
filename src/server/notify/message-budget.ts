import { like } from 'drizzle-orm'
import type { OutboxChannel } from '#contract/schemas/outbox'
import type { BudgetState, MessageBudgetsAnswer } from '#contract/schemas/message-budgets'
import type { MessageBudgets } from '../config.ts'
import type { MessageLane } from '../context.ts'
import type { Db } from '../db/database.ts'
import { sendThrottles } from '../db/schema.ts'
import { giveBackSend, hourMs, takeSend } from '../shared-state/send-throttle.ts'

/** One hourly budget a message spends from, counted in the database so that every node shares it. */
export interface Budget {
  key: string
  limit: number
  channel: OutboxChannel
  /** Null for the channel's whole budget; else an SMS destination's country code (`other`: a prefix the member typed). */
  countryCode: string | null
  lane: MessageLane
}

const keyPrefix = 'message-budget:'
const channelKey = (channel: OutboxChannel) => `${keyPrefix}${channel}`
const countryCodeKeyPrefix = `${keyPrefix}sms:`
const securityKeyPrefix = `${keyPrefix}security:`

/** The cap of a country code: its own, else that of every code of the list, else the stricter one of a typed prefix. */
function countryCodeBudget(budgets: MessageBudgets, countryCode: string | undefined): Budget {
  const own = countryCode === undefined ? undefined : budgets.smsPerCountryCode[countryCode]
  const code = countryCode ?? 'other'
  const limit = own ?? (countryCode === undefined ? budgets.smsPerCountryCode.other : budgets.smsPerCountryCode['*'])
  return { key: `${countryCodeKeyPrefix}${code}`, limit, channel: 'sms', countryCode: code, lane: 'bulk' }
}

/**
 * The budgets a message spends from, the narrower first: an SMS its destination's country code
 * (SMS pumping aims at a few expensive destinations) and the hourly SMS total; an e-mail the
 * hourly e-mail total. A security notice spends only the security lane's own hourly budget of
 * its channel: codes, links and copies asked for in bulk can fill the others, never this one.
 */
export function budgetsOf(
  budgets: MessageBudgets,
  message: { channel: OutboxChannel; countryCode?: string; lane?: MessageLane },
): Budget[] {
  if (message.lane === 'security') {
    return [
      {
        key: `${securityKeyPrefix}${message.channel}`,
        limit: budgets.securityNoticesPerHour,
        channel: message.channel,
        countryCode: null,
        lane: 'security',
      },
    ]
  }
  const total: Budget = {
    key: channelKey(message.channel),
    limit: message.channel === 'sms' ? budgets.smsPerHour : budgets.emailPerHour,
    channel: message.channel,
    countryCode: null,
    lane: 'bulk',
  }
  return message.channel === 'sms' ? [countryCodeBudget(budgets, message.countryCode), total] : [total]
}

export type BudgetPermit = { allowed: true; spent: string[] } | { allowed: false; budget: Budget; until: Date }

/** Spends one from each budget, or from none: a full one says until when it is full. */
export async function spendBudgets(db: Db, budgets: Budget[], now: Date): Promise<BudgetPermit> {
  const spent: string[] = []
  for (const budget of budgets) {
    const permit = await takeSend(db, budget.key, { limit: budget.limit, windowMs: hourMs }, now)
    if (!permit.allowed) {
      await giveBackBudgets(db, spent)
      return { allowed: false, budget, until: new Date(now.getTime() + permit.retryAfterSeconds * 1000) }
    }
    spent.push(budget.key)
  }
  return { allowed: true, spent }
}

/** A send that failed cost nothing: its budgets get it back. */
export async function giveBackBudgets(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await giveBackSend(db, key)
}

/** What the budgets have spent in their current hour, for the staff console. */
export async function budgetStates(db: Db, budgets: MessageBudgets, now: Date): Promise<MessageBudgetsAnswer> {
  const rows = await db
    .select()
    .from(sendThrottles)
    .where(like(sendThrottles.key, `${keyPrefix}%`))
  const stateOf = (key: string, limit: number): BudgetState => {
    const row = rows.find((candidate) => candidate.key === key)
    const resets = row ? row.windowStartedAt.getTime() + hourMs : 0
    const used = resets > now.getTime() ? row!.count : 0
    return { limit, used, exhausted: used >= limit, resetsAt: used > 0 ? new Date(resets).toISOString() : null }
  }
  const countryCodes = rows
    .filter((row) => row.key.startsWith(countryCodeKeyPrefix))
    .map((row) => row.key.slice(countryCodeKeyPrefix.length))
    .toSorted()
    .map((code) => {
      const budget = countryCodeBudget(budgets, code === 'other' ? undefined : code)
      return { countryCode: code, ...stateOf(budget.key, budget.limit) }
    })
    .filter((state) => state.used > 0)
  return {
    sms: stateOf(channelKey('sms'), budgets.smsPerHour),
    email: stateOf(channelKey('email'), budgets.emailPerHour),
    countryCodes,
  }
}
