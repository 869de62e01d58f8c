import type { FastifyInstance } from 'fastify'
import { desc, eq } from 'drizzle-orm'
import { endpoints } from '#contract/endpoints'
import { ReturnCode } from '#contract/return-codes'
import { staffEndpoints } from '#contract/staff-endpoints'
import type { MyData } from '#contract/schemas/privacy'
import type { ServiceContext } from '#server/context.ts'
import { uploadedFiles } from '#server/db/schema.ts'
import { ApiError } from '#server/lib/api-error.ts'
import { route } from '#server/http/route.ts'
import { cancelAccountClosing, closingRequestList, openClosingRequest, requestAccountClosing } from './account-closing.ts'
import { consentsOf, giveMarketingConsent, withdrawMarketingConsent } from './consents.ts'
import { currentExport, exportStateOf, openExportFile, requestDataExport } from './data-exports.ts'
import { registerPrivacyJobs } from './jobs.ts'

async function myData(ctx: ServiceContext, memberId: string): Promise<MyData> {
  const copy = await currentExport(ctx.db, memberId, ctx.clock())
  const documents = await ctx.db
    .select({ id: uploadedFiles.id, name: uploadedFiles.originalName, uploadedAt: uploadedFiles.createdAt })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerMemberId, memberId))
    .orderBy(desc(uploadedFiles.createdAt))
  return {
    export: copy ? exportStateOf(copy, ctx.clock()) : null,
    consents: await consentsOf(ctx.db, memberId),
    closing: await openClosingRequest(ctx.db, memberId),
    documents: documents.map((document) => ({ ...document, uploadedAt: document.uploadedAt.toISOString() })),
    supportEmail: ctx.config.supportEmail,
  }
}

/** A member's own data (a copy, consents, closing the account), and the closing requests staff follow. */
export default async function privacyRoutes(app: FastifyInstance) {
  const { ctx } = app
  const noStore = { 'cache-control': 'no-store' }
  registerPrivacyJobs(app)

  await route(app, endpoints.getMyData, { headers: noStore }, async ({ member }) => myData(ctx, member.id))

  await route(app, endpoints.requestDataExport, {}, async ({ member, lang }) => requestDataExport(ctx, member.id, lang))

  await route(app, endpoints.dataExportFile, {}, async ({ member, params, reply }) => {
    const file = await openExportFile(ctx, member.id, params.format)
    if (!file) throw new ApiError(ReturnCode.notFound, { key: 'server.notFound' }, { httpStatus: 404 })
    return reply
      .headers({
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
        // The readable file runs nothing and loads nothing, wherever it is opened from.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
      .send(file.body)
  })

  await route(app, endpoints.withdrawMarketingConsent, {}, async ({ member }) =>
    withdrawMarketingConsent(ctx.db, member.id, ctx.clock()),
  )

  await route(app, endpoints.giveMarketingConsent, {}, async ({ member }) => giveMarketingConsent(ctx.db, member.id, ctx.clock()))

  await route(app, endpoints.requestAccountClosing, {}, async ({ member, body }) =>
    requestAccountClosing(ctx, member.id, body.password),
  )

  await route(app, endpoints.cancelAccountClosing, {}, async ({ member }) => {
    await cancelAccountClosing(ctx, member.id)
    return null
  })

  await route(app, staffEndpoints.closingRequests, { headers: noStore }, async () => ({
    items: await closingRequestList(ctx.db),
  }))
}
