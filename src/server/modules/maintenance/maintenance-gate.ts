import type { FastifyInstance } from 'fastify'
import { ReturnCode } from '#contract/return-codes'
import type { MaintenanceNotice } from '#contract/schemas/maintenance'
import type { Db } from '#server/db/database.ts'
import { ApiError } from '#server/lib/api-error.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { MaintenanceReading } from '#server/context.ts'
import { noticeOf, readMaintenance, type MaintenanceRow } from './maintenance-switch.ts'

/**
 * How long a node answers from the switch as it last read it: a change made on another node,
 * or by the operator's command, is followed within this time, and no call waits on the database for it.
 */
export const maintenanceReadMs = 3_000

/** Retry-After of a refused write when no end is set: long enough to spare the servers, short enough to see the end. */
const retryWithoutEndSeconds = 300

/**
 * The maintenance switch as this node sees it: read from the database at most once per
 * {@link maintenanceReadMs} (one read at a time, whoever asks), its end compared with the
 * clock at each call so that it ends on time.
 */
export class MaintenanceGate implements MaintenanceReading {
  private kept: { row: MaintenanceRow | undefined; readAt: number } | undefined
  private reading: Promise<MaintenanceRow | undefined> | undefined

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async notice(): Promise<MaintenanceNotice> {
    return noticeOf(await this.row(), this.clock())
  }

  /** A change made through this node is followed at once. */
  forget(): void {
    this.kept = undefined
  }

  /** Refuses a write while the notice is on: 630, HTTP 503, and when to try again. */
  async refuseWrite(): Promise<void> {
    const notice = await this.notice()
    if (!notice.on) return
    const now = this.clock().getTime()
    const seconds = notice.until
      ? Math.max(1, Math.ceil((new Date(notice.until).getTime() - now) / 1000))
      : retryWithoutEndSeconds
    throw new ApiError(
      ReturnCode.underMaintenance,
      { key: 'server.maintenance' },
      { httpStatus: 503, headers: { 'retry-after': String(Math.min(seconds, retryWithoutEndSeconds)) } },
    )
  }

  private async row(): Promise<MaintenanceRow | undefined> {
    const now = this.clock().getTime()
    if (this.kept && now - this.kept.readAt < maintenanceReadMs && now >= this.kept.readAt) return this.kept.row
    this.reading ??= readMaintenance(this.db)
      .then((row) => {
        this.kept = { row, readAt: this.clock().getTime() }
        return row
      })
      .finally(() => {
        this.reading = undefined
      })
    return this.reading
  }
}

/** The portal's gate: every portal has one (an operator command on its own has none, and serves no calls). */
export function maintenanceGateOf(app: FastifyInstance): MaintenanceReading {
  const gate = app.ctx.maintenance
  if (!gate) throw new Error('This portal reads no maintenance switch')
  return gate
}
