import fp from 'fastify-plugin'
import type { ReferenceData } from '#contract/endpoint'
import { listDropDown } from '#server/db/reference-lists.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the endpoint table's strict schemas are built with, for the routes and the API document alike. */
    referenceData: ReferenceData
  }
}

/** Country codes come from a migration, so the phone rules built from them hold until the next deploy. */
export default fp(
  async (app) => {
    app.decorate('referenceData', { countryCodes: await listDropDown(app.ctx.db, 'COUNTRY_CODE'), today: app.ctx.clock })
  },
  { name: 'reference-data', dependencies: ['service-context'] },
)
