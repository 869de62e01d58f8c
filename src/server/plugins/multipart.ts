import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { largestUploadBytes } from '#contract/rules/upload-files'
import { ReturnCode } from '#contract/return-codes'
import { ApiError } from '../lib/api-error.ts'
import { concurrencyLimit, QueueFullError } from '../lib/concurrency-limit.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs an upload while the process has room for another body streaming in; 503 when it has none. */
    withUploadSlot: <T>(upload: () => Promise<T>) => Promise<T>
  }
}

/** Answered when as many bodies stream in as the process takes at once: the outbox tries again. */
const uploadsFull = () =>
  new ApiError(ReturnCode.serviceUnavailable, { key: 'server.busy' }, { httpStatus: 503, headers: { 'retry-after': '5' } })

/**
 * Multipart uploads, one file per request; files stream to the file store, never to memory.
 * The bodies streaming at once are bounded for the whole process, not per client address:
 * a venue's attendees share one address, and each link or session bounds what it may store.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: largestUploadBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
    })
    const slots = concurrencyLimit(app.ctx.config.uploadsAtOnce, { maxWaiting: 0 })
    app.decorate('withUploadSlot', async <T>(upload: () => Promise<T>): Promise<T> => {
      try {
        return await slots(upload)
      } catch (error) {
        if (error instanceof QueueFullError) throw uploadsFull()
        throw error
      }
    })
  },
  { name: 'multipart', dependencies: ['service-context'] },
)
