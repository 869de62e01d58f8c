import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** Requests to close members' accounts, as reviewers follow them. */
export const closingRequestEndpoints = {
  closingRequests: {
    summary:
      'Requests to close an account, open ones first by their date, then the cancelled and the done (newest first): the member ID, how it came, and the date of erasure.',
    method: 'GET',
    path: '/api/staff/closingRequests',
    access: 'staff',
    schemas: lazySchemas(['privacy'], ({ privacy }) => ({ answer: privacy.closingRequestsAnswer })),
  },
} as const satisfies Record<string, Endpoint>
