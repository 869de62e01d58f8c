import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { staffEndpoints } from '#contract/staff-endpoints'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { route } from '#server/lib/route.ts'
import { endMaintenance, MaintenanceInputError, readMaintenance, startMaintenance, stateOf } from './maintenance-switch.ts'

/**
 * The maintenance notice: members' pages ask whether it is on (a few seconds' cache on the way,
 * as on the node); admins turn it on and off, as `npm run maintenance` does.
 */
export default async function maintenanceRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'private, no-store' }

  await route(app, endpoints.maintenanceNotice, { headers: { 'cache-control': 'public, max-age=3' } }, async () =>
    app.maintenance.notice(),
  )

  await route(app, staffEndpoints.maintenanceState, { headers: noStore }, async () =>
    stateOf(await readMaintenance(app.ctx.db), app.ctx.clock()),
  )

  await route(app, staffEndpoints.startMaintenance, { headers: noStore }, async ({ body, staff, lang }) => {
    try {
      return await startMaintenance(app.ctx, body, { actor: staff, name: staff.name })
    } catch (error) {
      if (error instanceof MaintenanceInputError) throw fieldErrors(lang, { [error.field]: error.problem })
      throw error
    } finally {
      app.maintenance.forget()
    }
  })

  await route(app, staffEndpoints.endMaintenance, { headers: noStore }, async ({ staff }) => {
    try {
      return await endMaintenance(app.ctx, { actor: staff, name: staff.name })
    } finally {
      app.maintenance.forget()
    }
  })
}
