import type { FastifyInstance } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/http/route.ts'
import { sendDocument } from './send-document.ts'
import { findOwnFile, uploadDocument } from './service.ts'
import { registerUploadJobs } from './jobs.ts'

/** Uploads of supporting documents: by a member, or unclaimed during registration; served to the owner only. */
export default async function uploadRoutes(app: FastifyInstance) {
  registerUploadJobs(app)
  await route(app, endpoints.uploadImage, {}, async ({ member, caller, file, keepAnswer }) =>
    uploadDocument(app.ctx, { memberId: member?.id ?? null, caller }, file, keepAnswer),
  )

  await route(app, endpoints.uploadedFile, {}, async ({ params, member, reply }) => {
    const file = await findOwnFile(app.ctx, params.id, member.id)
    if (!file) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
    return sendDocument(reply, app.ctx.files, file)
  })
}
