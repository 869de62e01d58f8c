import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { staffEndpoints } from '#contract/staff-endpoints'
import { fieldErrors } from '#server/lib/field-errors.ts'
import { route } from '#server/http/route.ts'
import { maintenanceGateOf } from './maintenance-gate.ts'
import { endMaintenance, MaintenanceInputError, readMaintenance, startMaintenance, stateOf } from './maintenance-switch.ts'

/**
 * The maintenance notice: members' pages ask whether it is on (the node answers from its
 * reading of a few seconds); admins turn it on and off, as `npm run maintenance` does.
 */
export default async function maintenanceRoutes(app: FastifyInstance) {
  const noStore = { 'cache-control': 'private, no-store' }
  const gate = maintenanceGateOf(app)

  await route(app, endpoints.maintenanceNotice, { headers: noStore }, async () => gate.notice())

  await route(app, staffEndpoints.maintenanceState, { headers: noStore }, async () =>
    stateOf(await readMaintenance(app.ctx.db), app.ctx.clock()),
  )

  await route(app, staffEndpoints.startMaintenance, { headers: noStore }, async ({ body, staff, lang }) => {
    try {
      return await startMaintenance(app.ctx, body, { actor: staff, name: staff.name })
    } catch (error) {
      if (error instanceof MaintenanceInputError) throw fieldErrors(lang, { [error.field]: error.problem })
      throw error
    }
  })

  await route(app, staffEndpoints.endMaintenance, { headers: noStore }, async ({ staff }) =>
    endMaintenance(app.ctx, { actor: staff, name: staff.name }),
  )
}
