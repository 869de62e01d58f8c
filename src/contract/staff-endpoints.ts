import type { Endpoint } from './endpoint.ts'
import { staffAdminEndpoints } from './staff-endpoints/admin.ts'
import { closingRequestEndpoints } from './staff-endpoints/closing-requests.ts'
import { maintenanceSwitchEndpoints } from './staff-endpoints/maintenance.ts'
import { messageBudgetEndpoints } from './staff-endpoints/message-budgets.ts'
import { staffPasskeyEndpoints } from './staff-endpoints/passkeys.ts'
import { rejectionReasonEndpoints } from './staff-endpoints/rejection-reasons.ts'
import { staffRecordEndpoints } from './staff-endpoints/records.ts'
import { staffReviewEndpoints } from './staff-endpoints/review.ts'
import { staffSignInEndpoints } from './staff-endpoints/sign-in.ts'

/**
 * The calls of the staff review console, under /api/staff. Kept apart from the member table
 * so that no member page carries them; the session is an httpOnly cookie the browser sends.
 * It is made of one table per capability, each answered by one server module.
 */
export const staffEndpoints = {
  ...staffSignInEndpoints,
  ...staffPasskeyEndpoints,
  ...staffReviewEndpoints,
  ...rejectionReasonEndpoints,
  ...staffRecordEndpoints,
  ...staffAdminEndpoints,
  ...messageBudgetEndpoints,
  ...closingRequestEndpoints,
  ...maintenanceSwitchEndpoints,
} as const satisfies Record<string, Endpoint>
