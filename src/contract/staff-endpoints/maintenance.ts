import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Admins: the maintenance notice switched on and off, as `npm run maintenance` does. */
export const maintenanceSwitchEndpoints = {
  maintenanceState: {
    summary: 'Admins: whether the portal is under maintenance, its notice, its end, since when and by whom.',
    method: 'GET',
    path: '/api/staff/maintenance',
    access: 'admin',
    schemas: lazySchemas(['maintenance'], ({ maintenance }) => ({ answer: maintenance.maintenanceState })),
  },
  startMaintenance: {
    summary:
      'Admins: puts the portal under maintenance with a notice in each language and an optional end; every node follows within seconds. Audited.',
    method: 'POST',
    path: '/api/staff/maintenance/on',
    access: 'admin',
    schemas: lazySchemas(['maintenance'], ({ maintenance }) => ({
      body: maintenance.startMaintenanceRequest,
      answer: maintenance.maintenanceState,
    })),
  },
  endMaintenance: {
    summary: 'Admins: ends the maintenance; members are let in again within seconds. Audited.',
    method: 'POST',
    path: '/api/staff/maintenance/off',
    access: 'admin',
    schemas: lazySchemas(['maintenance'], ({ maintenance }) => ({ answer: maintenance.maintenanceState })),
  },
} as const satisfies Record<string, Endpoint>
