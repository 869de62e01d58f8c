import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Event receipts, sent through a link the club gives. */
export const receiptEndpoints = {
  getReceiptLink: {
    summary: 'Whether a receipt link still takes its upload (uploaded true or false; 404 for an unknown id).',
    method: 'GET',
    path: '/api/getReceiptLink',
    access: 'public',
    schemas: lazySchemas(['receipt'], ({ receipt }) => ({
      query: receipt.uploadReceiptQuery,
      answer: receipt.receiptLinkAnswer,
    })),
  },
  uploadReceipt: {
    summary: 'The receipt of an event attendee, once per link id (801 when already uploaded).',
    method: 'POST',
    path: '/api/uploadReceipt',
    access: 'public-as-member',
    upload: { field: 'file' },
    idempotent: true,
    schemas: lazySchemas(['receipt'], ({ receipt }) => ({ query: receipt.uploadReceiptQuery, answer: receipt.receiptAnswer })),
  },
} as const satisfies Record<string, Endpoint>
