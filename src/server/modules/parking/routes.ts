import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { route } from '#server/http/route.ts'
import {
  attachParkingDocuments,
  createParkingForm,
  getParkingForm,
  updateParkingForm,
  withdrawParkingForm,
} from './parking-applications.ts'
import { withdrawParkingChange } from './parking-changes.ts'
import { registerParkingJobs } from './jobs.ts'

/** The parking privilege: a Privilege member's application for an Octopus card and a vehicle. */
export default async function parkingRoutes(app: FastifyInstance) {
  registerParkingJobs(app)
  await route(app, endpoints.getParkingForm, { headers: { 'cache-control': 'no-store' } }, async ({ member }) =>
    app.memberCache.through(member.id, 'parking', () => getParkingForm(app.ctx, member.id)),
  )

  await route(app, endpoints.createParkingForm, {}, async ({ member, body, lang }) =>
    createParkingForm(app.ctx, member.id, body, lang),
  )

  await route(app, endpoints.updateParkingForm, {}, async ({ member, body, lang }) =>
    updateParkingForm(app.ctx, member.id, body, lang),
  )

  await route(app, endpoints.withdrawParkingChange, {}, async ({ member, body }) =>
    withdrawParkingChange(app.ctx, member.id, body.id),
  )

  await route(app, endpoints.withdrawParkingForm, {}, async ({ member, body }) =>
    withdrawParkingForm(app.ctx, member.id, body.id),
  )

  await route(app, endpoints.attachParkingDocuments, {}, async ({ member, body, lang }) =>
    attachParkingDocuments(app.ctx, member.id, body, lang),
  )
}
