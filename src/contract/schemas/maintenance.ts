import { type } from 'arktype'
import { maintenanceEnd, maintenanceMessageMaxLength, maintenanceMessageProblem } from '../rules/maintenance.ts'
import { rejectProblems } from './problems.ts'

/** The operator's notice in each language of the portal. */
export const maintenanceTexts = type({ en: 'string', tc: 'string', sc: 'string' })
export type MaintenanceTexts = typeof maintenanceTexts.infer

/**
 * GET /api/maintenance: whether the portal is under maintenance now, the operator's notice and
 * when it is expected to end (null: no end given). While `on`, member writes answer 630.
 */
export const maintenanceNotice = type({ on: 'boolean', message: maintenanceTexts.or('null'), until: 'string | null' })
export type MaintenanceNotice = typeof maintenanceNotice.infer

/** The switch as admins see it: the notice, and since when and by whom it is on. */
export const maintenanceState = maintenanceNotice.and({ since: 'string | null', by: 'string | null' })
export type MaintenanceState = typeof maintenanceState.infer

const textField = type(`string <= ${maintenanceMessageMaxLength * 2}`)

/**
 * POST /api/staff/maintenance/on, and `npm run maintenance -- on`: the notice in the three
 * languages and an optional end (ISO 8601 with its offset).
 */
export const startMaintenanceRequest = type({ en: textField, tc: textField, sc: textField, until: 'string <= 40 | null' })
  .narrow((request, ctx) =>
    rejectProblems(ctx, {
      en: maintenanceMessageProblem(request.en),
      tc: maintenanceMessageProblem(request.tc),
      sc: maintenanceMessageProblem(request.sc),
      // Whether the end is still to come is the server's to say, by its own clock.
      until:
        request.until === null || maintenanceEnd(request.until) ? undefined : { key: 'staffConsole.maintenance-until-invalid' },
    }),
  )
  .pipe((request) => ({
    message: { en: request.en.trim(), tc: request.tc.trim(), sc: request.sc.trim() },
    until: request.until === null ? null : new Date(request.until),
  }))
export type StartMaintenance = typeof startMaintenanceRequest.infer
