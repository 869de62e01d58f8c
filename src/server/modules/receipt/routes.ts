import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import { receiptLinkState, uploadReceipt } from './service.ts'

/**
 * No login: attendees come through the link an operator handed out; the id in it is the secret.
 * A member signed in on the device is kept with the receipt, for staff to see who sent it.
 */
export default async function receiptRoutes(app: FastifyInstance) {
  await route(app, endpoints.getReceiptLink, { headers: { 'cache-control': 'no-store' } }, async ({ query }) =>
    receiptLinkState(app.ctx, query.id),
  )

  await route(
    app,
    endpoints.uploadReceipt,
    { headers: { 'cache-control': 'no-store' } },
    async ({ query, log, ip, file, member }) =>
      uploadReceipt({ ...app.ctx, log }, { receiptId: query.id, ip, memberId: member?.id ?? null, node: app.node }, file),
  )
}
