import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { largestUploadBytes } from '#contract/rules/upload-files'

/** Multipart uploads, one file per request; files stream to the file store, never to memory. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: largestUploadBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
    })
  },
  { name: 'multipart' },
)
