import type { FastifyInstance } from 'fastify'
import { leftoversBefore, purgePartialUploads, purgeUnrecordedFiles } from './service.ts'
import { purgeUnattachedFiles } from './unattached-uploads.ts'

/**
 * Hourly: uploads no application has are deleted a day after they came, and what cut-off
 * uploads and stopped processes left: partial files and files no record names. At start-up
 * those leftovers go at once.
 */
export function registerUploadJobs(app: FastifyInstance): void {
  const { ctx } = app
  app.recurringJob('upload.purge', 3_600_000, async () => {
    await purgeUnattachedFiles(ctx, ctx.clock())
    await purgePartialUploads(ctx, leftoversBefore(ctx.files, false))
    await purgeUnrecordedFiles(ctx, leftoversBefore(ctx.files, false))
  })
  app.addHook('onReady', async () => {
    const before = leftoversBefore(ctx.files, true)
    await purgePartialUploads(ctx, before).catch((error: unknown) =>
      app.log.error({ err: error }, 'removing partial uploads failed'),
    )
    await purgeUnrecordedFiles(ctx, before).catch((error: unknown) =>
      app.log.error({ err: error }, 'removing unrecorded files failed'),
    )
  })
}
