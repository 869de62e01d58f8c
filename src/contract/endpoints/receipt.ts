import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** Event receipts, sent through a link the club gives. */
export const receiptEndpoints = {
  getReceiptLink: {
    method: 'GET',
    path: '/api/getReceiptLink',
    access: 'public',
    schemas: async () => {
      const { receipt } = await loadSchemas()
      return { query: receipt.uploadReceiptQuery, answer: receipt.receiptLinkAnswer }
    },
  },
  uploadReceipt: {
    method: 'POST',
    path: '/api/uploadReceipt',
    access: 'public-as-member',
    upload: { field: 'file' },
    idempotent: true,
    schemas: async () => {
      const { receipt } = await loadSchemas()
      return { query: receipt.uploadReceiptQuery, answer: receipt.receiptAnswer }
    },
  },
} as const satisfies Record<string, Endpoint>
