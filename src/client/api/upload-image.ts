import { endpoints } from '#contract/endpoints'
import { call } from './http-client.ts'

/** One uploaded document: the server's id and the name shown to the member. */
export interface UploadedFile {
  id: string
  name: string
}

/** One uploadImage per file, in the entry's multipart field; answers the file id. */
export async function uploadImage(blob: Blob, name: string): Promise<UploadedFile> {
  const form = new FormData()
  form.append(endpoints.uploadImage.upload.field, blob, name)
  const { id } = await call(endpoints.uploadImage, { form })
  return { id, name }
}
