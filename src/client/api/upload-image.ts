import { endpoints } from '#contract/endpoints'
import { request } from './http-client.ts'

/** One uploaded document: the server's id and the name shown to the member. */
export interface UploadedFile {
  id: string
  name: string
}

/** One POST uploadImage per file (spec section 5), multipart field `image`; answers the file id. */
export async function uploadImage(blob: Blob, name: string): Promise<UploadedFile> {
  const form = new FormData()
  form.append('image', blob, name)
  const { id } = await request<{ id: string }>(endpoints.uploadImage, { form })
  return { id, name }
}
