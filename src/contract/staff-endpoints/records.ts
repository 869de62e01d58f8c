import { lazySchemas, type Endpoint } from '../endpoint.ts'
import { documentFileTypes } from '../rules/upload-files.ts'

/** Members and event receipts as reviewers read them, and the end of a member's sessions. */
export const staffRecordEndpoints = {
  memberSearch: {
    summary: 'Members by member ID, phone, e-mail or name (a search is audited); the newest registrations without a search.',
    method: 'GET',
    path: '/api/staff/members',
    access: 'staff',
    schemas: lazySchemas(['staffRecords'], ({ staffRecords }) => ({
      query: staffRecords.memberSearchQuery,
      answer: staffRecords.memberSearchAnswer,
    })),
  },
  memberRecord: {
    summary: 'A member read-only: profile, card, applications, receipts and open sessions (the view is audited).',
    method: 'GET',
    path: '/api/staff/members/:id',
    access: 'staff',
    schemas: lazySchemas(['staff', 'staffRecords'], ({ staff, staffRecords }) => ({
      params: staff.idParams,
      answer: staffRecords.memberRecord,
    })),
  },
  endMemberSessions: {
    summary: 'Ends every open session of a member (a compromised account); answers how many ended.',
    method: 'POST',
    path: '/api/staff/members/:id/endSessions',
    access: 'staff',
    schemas: lazySchemas(['staff', 'staffRecords'], ({ staff, staffRecords }) => ({
      params: staff.idParams,
      answer: staffRecords.endSessionsAnswer,
    })),
  },
  receiptEvents: {
    summary: 'Every event receipt links were issued for: links, receipts received, the last one.',
    method: 'GET',
    path: '/api/staff/receiptEvents',
    access: 'staff',
    schemas: lazySchemas(['staffRecords'], ({ staffRecords }) => ({ answer: staffRecords.receiptEventsAnswer })),
  },
  eventReceipts: {
    summary: "One event's receipts, newest first, with the member who sent each when one was signed in.",
    method: 'GET',
    path: '/api/staff/receipts',
    access: 'staff',
    schemas: lazySchemas(['staffRecords'], ({ staffRecords }) => ({
      query: staffRecords.eventReceiptsQuery,
      answer: staffRecords.eventReceiptsAnswer,
    })),
  },
  eventReceiptsCsv: {
    summary: "One event's receipts as CSV (UTF-8 with BOM, in the caller's language); the export is audited.",
    method: 'GET',
    path: '/api/staff/receipts.csv',
    access: 'staff',
    file: ['text/csv'],
    schemas: lazySchemas(['staffRecords'], ({ staffRecords }) => ({ query: staffRecords.eventReceiptsCsvQuery })),
  },
  receiptFile: {
    summary: 'The picture of a receipt, for staff only.',
    method: 'GET',
    path: '/api/staff/receipts/:id/file',
    access: 'staff',
    file: documentFileTypes,
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams })),
  },
} as const satisfies Record<string, Endpoint>
