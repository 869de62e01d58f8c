import type { FastifyInstance, FastifyRequest } from 'fastify'
import { endpoints } from '#contract/endpoints'
import { ReturnCode } from '#contract/return-codes'
import { mimeTypeOfKind } from '#contract/rules/upload-files'
import { uploadedFileParams } from '#contract/schemas/verification'
import { ApiError } from '../../lib/api-error.ts'
import type { ArkTypeProvider } from '../../lib/ark-validation.ts'
import { ok } from '../../lib/envelope.ts'
import { memberOf } from '../../plugins/authenticate.ts'
import { findOwnFile, uploadDocument } from './service.ts'

/** Uploads of supporting documents: by a member, or unclaimed during registration; served to the owner only. */
export default async function uploadRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ArkTypeProvider>()

  /** A member's upload when the request carries a session; a registrant's (no owner yet) when it carries none. */
  const ownerOf = async (request: FastifyRequest, reply: Parameters<typeof app.authenticate>[1]) => {
    if (!request.headers.authorization) return null
    await app.authenticate(request, reply)
    return memberOf(request).id
  }

  routes.post(endpoints.uploadImage.path, async (request, reply) =>
    ok(await uploadDocument(app.ctx, request, await ownerOf(request, reply))),
  )

  routes.get(
    `${endpoints.uploadedFile.path}/:id`,
    { schema: { params: uploadedFileParams }, preHandler: app.authenticate },
    async (request, reply) => {
      const file = await findOwnFile(app.ctx, request.params.id, memberOf(request).id)
      if (!file) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
      return reply
        .headers({
          'content-type': mimeTypeOfKind[file.kind],
          'content-length': String(file.size),
          'content-disposition': `inline; filename="document.${file.kind}"`,
          'cache-control': 'private, no-store',
          // A PDF opened from here runs no script of its own with the portal's origin.
          'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        })
        .send(app.ctx.files.open(file.storedName))
    },
  )
}
