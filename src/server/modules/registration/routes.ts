import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { accountExists, referralDetails, register, registerPMember } from './registration-service.ts'
import { registerRegistrationJobs } from './jobs.ts'

/** Ordinary and p-member registration, with the checks the form makes before step 2. */
export default async function registrationRoutes(app: FastifyInstance) {
  registerRegistrationJobs(app)
  const headers = { 'cache-control': 'no-store' }

  await route(app, endpoints.checkAccountExisting, { headers }, async ({ query, caller }) =>
    accountExists(app.ctx, query, caller),
  )

  await route(app, endpoints.getPMemberReferralCodeItemByCode, { headers }, async ({ query, caller }) =>
    referralDetails(app.ctx, query.referralCode, caller),
  )

  await route(app, endpoints.register, {}, async ({ body, caller }) => register(app.ctx, body, caller))

  await route(app, endpoints.registerPMember, {}, async ({ body, caller }) => registerPMember(app.ctx, body, caller))
}
