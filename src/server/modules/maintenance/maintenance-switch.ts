import { eq } from 'drizzle-orm'
import type { Problem } from '#contract/messages'
import type { MaintenanceNotice, MaintenanceState, MaintenanceTexts } from '#contract/schemas/maintenance'
import type { ServiceContext } from '#server/context.ts'
import type { Db } from '#server/db/database.ts'
import { maintenance } from '#server/db/schema.ts'
import { recordAudit, type AuditActor } from '../audit/index.ts'

/** The switch as kept: absent until it is first turned on. */
export type MaintenanceRow = typeof maintenance.$inferSelect

/** A refusal an admin or operator should read (an end already past), never a crash. */
export class MaintenanceInputError extends Error {
  override readonly name = 'MaintenanceInputError'
  constructor(
    readonly field: 'until',
    readonly problem: Problem,
  ) {
    super('The end must be later than now')
  }
}

export async function readMaintenance(db: Db): Promise<MaintenanceRow | undefined> {
  const [row] = await db.select().from(maintenance).where(eq(maintenance.id, 1))
  return row
}

/** On, and its end (if any) not reached: an end that passes turns it off by itself, with no write. */
const isOn = (row: MaintenanceRow | undefined, now: Date): row is MaintenanceRow =>
  row !== undefined && row.on && (row.until === null || row.until.getTime() > now.getTime())

/** What members read: the notice while it is on, nothing of it otherwise. */
export function noticeOf(row: MaintenanceRow | undefined, now: Date): MaintenanceNotice {
  if (!isOn(row, now)) return { on: false, message: null, until: null }
  return {
    on: true,
    message: { en: row.messageEn, tc: row.messageTc, sc: row.messageSc },
    until: row.until?.toISOString() ?? null,
  }
}

/** What admins read: the notice, and since when and by whom it is on. */
export function stateOf(row: MaintenanceRow | undefined, now: Date): MaintenanceState {
  const notice = noticeOf(row, now)
  return notice.on && row
    ? { ...notice, since: row.changedAt.toISOString(), by: row.changedBy }
    : { ...notice, since: null, by: null }
}

/** Who turned it on or off, as the console shows it: a staff member's name, or `operator` for the command. */
interface Changer {
  actor: AuditActor
  name: string
}

/**
 * Turns the maintenance notice on (or changes its words and end while on), audited in the same
 * transaction. An end already past is refused: it would let members in at once.
 */
export async function startMaintenance(
  ctx: ServiceContext,
  input: { message: MaintenanceTexts; until: Date | null },
  by: Changer,
): Promise<MaintenanceState> {
  const now = ctx.clock()
  if (input.until && input.until.getTime() <= now.getTime()) {
    throw new MaintenanceInputError('until', { key: 'staffConsole.maintenance-until-past' })
  }
  const values = {
    on: true,
    messageEn: input.message.en,
    messageTc: input.message.tc,
    messageSc: input.message.sc,
    until: input.until,
    changedAt: now,
    changedBy: by.name,
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(maintenance)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: maintenance.id, set: values })
      .returning()
    await recordAudit(tx, now, {
      actor: by.actor,
      action: 'maintenance.on',
      after: { message: input.message, until: input.until?.toISOString() ?? null },
    })
    return saved
  })
  ctx.maintenance?.forget()
  return stateOf(row, now)
}

/** Turns the maintenance notice off (nothing to do when it is off), audited in the same transaction. */
export async function endMaintenance(ctx: ServiceContext, by: Changer): Promise<MaintenanceState> {
  const now = ctx.clock()
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(maintenance)
      .set({ on: false, changedAt: now, changedBy: by.name })
      .where(eq(maintenance.on, true))
      .returning()
    if (saved) await recordAudit(tx, now, { actor: by.actor, action: 'maintenance.off' })
    return saved
  })
  ctx.maintenance?.forget()
  return stateOf(row, now)
}
