import type { TestProject } from 'vitest/node'
import { startS3Server } from '#tests/support/s3-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    s3Server: { endpoint: string; bucket: string }
  }
}

/** One S3-compatible server for the API tests; each test app keeps its files under a key prefix of its own. */
export default async function setup(project: TestProject) {
  const server = await startS3Server()
  project.provide('s3Server', { endpoint: server.endpoint, bucket: server.bucket })
  return () => server.close()
}
