import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { pMemberRegistrationSchema, registrationSchema } from '#contract/schemas/registration'
import { route } from '#server/lib/route.ts'
import { listDropDown } from '../reference/service.ts'
import { accountExists, referralDetails, register, registerPMember } from './registration-service.ts'
import { registerRegistrationJobs } from './jobs.ts'

/** Ordinary and p-member registration, with the checks the form makes before step 2. */
export default async function registrationRoutes(app: FastifyInstance) {
  registerRegistrationJobs(app)
  // Country codes come from a migration, so the phone rules built from them hold until the next deploy.
  const countryCodes = await listDropDown(app.ctx.db, 'COUNTRY_CODE')
  const headers = { 'cache-control': 'no-store' }

  await route(app, endpoints.checkAccountExisting, { headers }, async ({ query, ip }) => accountExists(app.ctx, query, ip))

  await route(app, endpoints.getPMemberReferralCodeItemByCode, { headers }, async ({ query, ip }) =>
    referralDetails(app.ctx, query.referralCode, ip),
  )

  await route(app, endpoints.register, { body: registrationSchema(countryCodes) }, async ({ body, ip }) =>
    register(app.ctx, body, ip),
  )

  await route(app, endpoints.registerPMember, { body: pMemberRegistrationSchema(countryCodes) }, async ({ body, ip }) =>
    registerPMember(app.ctx, body, ip),
  )
}
