import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { setupPasswordRequest } from '#contract/schemas/verification'
import type { ArkTypeProvider } from '../../lib/ark-validation.ts'
import { ok } from '../../lib/envelope.ts'
import { setupPassword } from './service.ts'

/** Setting a password with a verified key: after p-member registration, a forgotten password, or first-time login. */
export default async function recoveryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ArkTypeProvider>()
  routes.post(endpoints.setupPassword.path, { schema: { body: setupPasswordRequest } }, async (request) => {
    await setupPassword(app.ctx, request.body)
    return ok(null)
  })
}
