import { mkdtempSync, rmSync } from 'node:fs'
import { readFile, readdir, rm, stat } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

interface SeenRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
}

export interface TestS3Server {
  endpoint: string
  bucket: string
  /** Every request it was sent, as it arrived. */
  requests: SeenRequest[]
  close(): Promise<void>
}

/** s3rver's own account. */
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

/** The portal's variables for files under `keyPrefix` in the test server's bucket. */
export const s3Env = (server: Pick<TestS3Server, 'endpoint' | 'bucket'>, keyPrefix: string): Record<string, string> => ({
  STORAGE: 's3',
  S3_ENDPOINT: server.endpoint,
  S3_BUCKET: server.bucket,
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_KEY_PREFIX: keyPrefix,
  ...credentials,
})

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * An S3-compatible server in this process: s3rver on a temporary folder. s3rver does not list
 * or abort multipart uploads, so those two calls are answered here, from its folder of
 * unfinished uploads (one page, every upload under the prefix; no signature check).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const bucket = 'portal-files'
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  await s3rver.configureBuckets()
  const answer = s3rver.callback()
  const unfinished = path.join(directory, bucket, '._S3rver_uploads')

  const listUploads = async (url: URL, response: http.ServerResponse) => {
    const prefix = url.searchParams.get('prefix') ?? ''
    const uploads: string[] = []
    for (const uploadId of await readdir(unfinished).catch(() => [])) {
      const keyFile = path.join(unfinished, uploadId, 'key')
      const key = await readFile(keyFile, 'utf8').catch(() => undefined)
      if (key === undefined || !key.startsWith(prefix)) continue
      const initiated = (await stat(keyFile)).mtime.toISOString()
      uploads.push(
        `<Upload><Key>${xmlText(key)}</Key><UploadId>${uploadId}</UploadId><Initiated>${initiated}</Initiated></Upload>`,
      )
    }
    response.writeHead(200, { 'content-type': 'application/xml' })
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
        `<Bucket>${bucket}</Bucket><Prefix>${xmlText(prefix)}</Prefix><IsTruncated>false</IsTruncated>${uploads.join('')}` +
        '</ListMultipartUploadsResult>',
    )
  }
  const abortUpload = async (url: URL, response: http.ServerResponse) => {
    const folder = path.join(unfinished, path.basename(url.searchParams.get('uploadId') ?? ''))
    const found = await stat(folder).then(
      () => true,
      () => false,
    )
    if (found) {
      await rm(folder, { recursive: true, force: true })
      response.writeHead(204).end()
      return
    }
    response.writeHead(404, { 'content-type': 'application/xml' })
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>',
    )
  }

  const requests: SeenRequest[] = []
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
    const url = new URL(request.url ?? '/', 'http://s3.test')
    if (request.method === 'GET' && url.searchParams.has('uploads')) return void listUploads(url, response)
    if (request.method === 'DELETE' && url.searchParams.has('uploadId')) return void abortUpload(url, response)
    answer(request, response)
  })
  // A client gone mid-request (a node stopped, an upload given up) is not the store's failure.
  server.on('connection', (socket) => socket.on('error', () => {}))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
