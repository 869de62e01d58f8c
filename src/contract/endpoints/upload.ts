import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** Uploaded documents: sent before the form that names them, read back by their owner. */
export const uploadEndpoints = {
  uploadImage: {
    method: 'POST',
    path: '/api/uploadImage',
    access: 'guest-or-member',
    upload: { field: 'image' },
    idempotent: true,
    schemas: async () => {
      const { verification } = await loadSchemas()
      return { answer: verification.uploadAnswer }
    },
  },
  uploadedFile: {
    method: 'GET',
    path: '/api/uploadedFile/:id',
    access: 'member',
    schemas: async () => {
      const { verification } = await loadSchemas()
      return { params: verification.uploadedFileParams }
    },
  },
} as const satisfies Record<string, Endpoint>
