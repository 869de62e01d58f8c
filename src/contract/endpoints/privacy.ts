import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** A member's own data: a copy of it, their consents, and closing their account. */
export const privacyEndpoints = {
  getMyData: {
    summary:
      "The member's copy of their data (being prepared, ready until a date), the consents given and when, a request to close the account waiting, and the documents they sent.",
    method: 'GET',
    path: '/api/getMyData',
    access: 'member',
    schemas: lazySchemas(['privacy'], ({ privacy }) => ({ answer: privacy.myData })),
  },
  requestDataExport: {
    summary:
      'Prepares a copy of everything the club holds on the member (JSON and a readable HTML file in their language) as a job; the member is e-mailed when it is ready. It is offered for 7 days. A new request replaces the copy.',
    method: 'POST',
    path: '/api/requestDataExport',
    access: 'member',
    schemas: lazySchemas(['privacy'], ({ privacy }) => ({ answer: privacy.dataExportState })),
  },
  dataExportFile: {
    summary: "One file of the member's ready copy of their data: json or html.",
    method: 'GET',
    path: '/api/dataExport/:format',
    access: 'member',
    file: ['application/json', 'text/html'],
    schemas: lazySchemas(['privacy'], ({ privacy }) => ({ params: privacy.dataExportFileParams })),
  },
  withdrawMarketingConsent: {
    summary: 'Withdraws the consent to news and offers from the group; staff see it on the member record.',
    method: 'POST',
    path: '/api/withdrawMarketingConsent',
    access: 'member',
    schemas: lazySchemas(['privacy'], ({ privacy }) => ({ answer: privacy.consents })),
  },
  giveMarketingConsent: {
    summary:
      'Gives the consent to news and offers from the group (again, after a withdrawal), dated now; a consent already given keeps its date.',
    method: 'POST',
    path: '/api/giveMarketingConsent',
    access: 'member',
    schemas: lazySchemas(['privacy'], ({ privacy }) => ({ answer: privacy.consents })),
  },
  requestAccountClosing: {
    summary:
      "Asks to close the account (the member's password; 611 when wrong). The account is erased at the end of a notice of 7 working days (Monday to Friday), unless cancelled before.",
    method: 'POST',
    path: '/api/requestAccountClosing',
    access: 'member',
    schemas: lazySchemas(['privacy'], ({ privacy }) => ({ body: privacy.closeAccountRequest, answer: privacy.closingState })),
  },
  cancelAccountClosing: {
    summary: 'Cancels the request to close the account, before its date.',
    method: 'POST',
    path: '/api/cancelAccountClosing',
    access: 'member',
    schemas: lazySchemas(['common'], ({ common }) => ({ answer: common.noData })),
  },
} as const satisfies Record<string, Endpoint>
