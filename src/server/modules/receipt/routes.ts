import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/lib/route.ts'
import { receiptLinkState, uploadReceipt } from './service.ts'

/** No login: attendees come through the link an operator handed out; the id in it is the secret. */
export default async function receiptRoutes(app: FastifyInstance) {
  await route(app, endpoints.getReceiptLink, { headers: { 'cache-control': 'no-store' } }, async ({ query }) =>
    receiptLinkState(app.ctx, query.id),
  )

  await route(app, endpoints.uploadReceipt, { headers: { 'cache-control': 'no-store' } }, async ({ query, log, ip, file }) =>
    uploadReceipt({ ...app.ctx, log }, { receiptId: query.id, ip }, file),
  )
}
