import { lazySchemas, type Endpoint } from '../endpoint.ts'
import { documentFileTypes } from '../rules/upload-files.ts'

/** Uploaded documents: sent before the form that names them, read back by their owner. */
export const uploadEndpoints = {
  uploadImage: {
    summary:
      'One supporting document (JPEG, PNG or PDF), owned by the member when a session token is sent, else by the registration that lists it.',
    method: 'POST',
    path: '/api/uploadImage',
    access: 'guest-or-member',
    upload: { field: 'image' },
    idempotent: true,
    schemas: lazySchemas(['verification'], ({ verification }) => ({ answer: verification.uploadAnswer })),
  },
  uploadedFile: {
    summary: 'A document the member uploaded, to that member only.',
    method: 'GET',
    path: '/api/uploadedFile/:id',
    access: 'member',
    file: documentFileTypes,
    schemas: lazySchemas(['verification'], ({ verification }) => ({ params: verification.uploadedFileParams })),
  },
} as const satisfies Record<string, Endpoint>
