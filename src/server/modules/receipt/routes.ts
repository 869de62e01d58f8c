import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { uploadReceiptQuery, type UploadReceiptQuery } from '#contract/schemas/receipt'
import type { ArkTypeProvider } from '../../lib/ark-validation.ts'
import { ok } from '../../lib/envelope.ts'
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency.ts'
import { uploadReceipt } from './service.ts'

/** No login: attendees come through the link an operator handed out; the id in it is the secret. */
export default async function receiptRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ArkTypeProvider>()
  routes.post(endpoints.uploadReceipt.path, { schema: { querystring: uploadReceiptQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const { id } = request.query as UploadReceiptQuery
    const answer = await runIdempotent(
      app.ctx,
      { scope: 'uploadReceipt', key: idempotencyKeyOf(request), fingerprint: id },
      () => uploadReceipt({ ...app.ctx, log: request.log }, request, id),
    )
    return ok(answer)
  })
}
