import type { Config } from '#server/config.ts'
import type { FileStore } from './file-store.ts'
import { localFileStore } from './local-file-store.ts'

/** The store the configuration names; the S3 client is loaded only by a portal that uses it. */
export async function openFileStore(
  config: Pick<Config, 'storage' | 'uploadDir'>,
  { soleWriter }: { soleWriter: boolean },
): Promise<FileStore> {
  if (config.storage.driver === 's3') {
    const { s3FileStore } = await import('./s3-file-store.ts')
    return s3FileStore(config.storage)
  }
  return localFileStore(config.uploadDir, { soleWriter })
}
