import type { FastifyInstance } from 'fastify'
import { purgePartialUploads, purgeUnrecordedFiles } from './service.ts'
import { purgeUnattachedFiles } from './unattached-uploads.ts'

/**
 * Hourly: uploads no application has are deleted a day after they came, and partial files of
 * cut-off uploads. At start-up, partial files and files no record names, which only a stopped
 * process leaves, are deleted too.
 */
export function registerUploadJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('upload.purge', 3_600_000, async () => {
    await purgeUnattachedFiles(ctx, ctx.clock())
    await purgePartialUploads(ctx)
  })
  app.addHook('onReady', async () => {
    await purgePartialUploads(ctx).catch((error: unknown) => app.log.error({ err: error }, 'removing partial uploads failed'))
    await purgeUnrecordedFiles(ctx).catch((error: unknown) => app.log.error({ err: error }, 'removing unrecorded files failed'))
  })
}
