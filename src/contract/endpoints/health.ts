import { ReturnCode } from '../return-codes.ts'
import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The probes of a load balancer or an orchestrator, at the paths they expect. */
export const healthEndpoints = {
  healthz: {
    summary: 'Liveness: the process answers. Restart the node when it does not.',
    method: 'GET',
    path: '/healthz',
    access: 'public',
    schemas: lazySchemas(['health'], ({ health }) => ({ answer: health.liveness })),
  },
  readyz: {
    summary:
      "Readiness: the database and the file storage answer, and the node hears the database's announcements; 503 with the checks while one fails. Send no traffic to the node meanwhile.",
    method: 'GET',
    path: '/readyz',
    access: 'public',
    schemas: lazySchemas(['health'], ({ health }) => ({
      answer: health.readiness,
      failures: { [ReturnCode.serviceUnavailable]: health.readiness },
    })),
  },
} as const satisfies Record<string, Endpoint>
