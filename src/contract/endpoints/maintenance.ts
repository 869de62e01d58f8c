import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Whether the operator has put the portal under maintenance: the pages send members to the notice while it is. */
export const maintenanceEndpoints = {
  maintenanceNotice: {
    summary:
      "Whether the portal is under maintenance, with the operator's notice in each language and its expected end. While it is, writes other than the staff console's answer 630 with HTTP 503 and Retry-After.",
    method: 'GET',
    path: '/api/maintenance',
    access: 'public',
    schemas: lazySchemas(['maintenance'], ({ maintenance }) => ({ answer: maintenance.maintenanceNotice })),
  },
} as const satisfies Record<string, Endpoint>
