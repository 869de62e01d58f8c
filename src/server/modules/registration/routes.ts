import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import {
  accountExistingQuery,
  pMemberRegistrationSchema,
  referralCodeQuery,
  registrationSchema,
} from '#contract/schemas/registration'
import type { ArkTypeProvider } from '../../lib/ark-validation.ts'
import { ok } from '../../lib/envelope.ts'
import { listDropDown } from '../reference/service.ts'
import { accountExists, referralDetails, register, registerPMember } from './registration-service.ts'

/** Ordinary and p-member registration, with the checks the form makes before step 2. */
export default async function registrationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ArkTypeProvider>()
  // Country codes come from a migration, so the phone rules built from them hold until the next deploy.
  const countryCodes = await listDropDown(app.ctx.db, 'COUNTRY_CODE')
  const noStore = { 'cache-control': 'no-store' }

  routes.get(endpoints.checkAccountExisting.path, { schema: { querystring: accountExistingQuery } }, async (request, reply) => {
    reply.headers(noStore)
    return ok(await accountExists(app.ctx, request.query, request.ip))
  })

  routes.get(endpoints.getPMemberReferralCodeItemByCode.path, { schema: { querystring: referralCodeQuery } }, async (request, reply) => {
    reply.headers(noStore)
    return ok(await referralDetails(app.ctx, request.query.referralCode, request.ip))
  })

  routes.post(endpoints.register.path, { schema: { body: registrationSchema(countryCodes) } }, async (request) =>
    ok(await register(app.ctx, request.body, request.ip)),
  )

  routes.post(endpoints.registerPMember.path, { schema: { body: pMemberRegistrationSchema(countryCodes) } }, async (request) =>
    ok(await registerPMember(app.ctx, request.body, request.ip)),
  )
}
