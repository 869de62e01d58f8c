import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The application to upgrade to Privilege and its documents. */
export const upgradeEndpoints = {
  getUpgradeForm: {
    summary:
      "The member's newest upgrade form as sent, its status and the reason of a rejection (null when the member never applied).",
    method: 'GET',
    path: '/api/getUpgradeForm',
    access: 'member',
    schemas: lazySchemas(['upgrade'], ({ upgrade }) => ({ answer: upgrade.upgradeFormAnswer })),
  },
  createUpgradeForm: {
    summary:
      'Applies for Privilege as owner, resident or tenant and/or staff; pending when every document is attached, else applied (documents due within 48 hours).',
    method: 'POST',
    path: '/api/createUpgradeForm',
    access: 'member',
    idempotent: true,
    schemas: lazySchemas(['upgrade'], ({ upgrade }) => ({
      body: upgrade.createUpgradeFormRequest,
      answer: upgrade.upgradeFormStatus,
    })),
  },
  updateUpgradeFormForDocument: {
    summary: 'Attaches documents to the application waiting for them; complete, it becomes pending.',
    method: 'POST',
    path: '/api/updateUpgradeFormForDocument',
    // The club's older clients send this call under a misspelled name.
    aliases: ['/api/updateUpgradeFormForDoccment'],
    access: 'member',
    schemas: lazySchemas(['upgrade'], ({ upgrade }) => ({
      body: upgrade.upgradeDocumentsRequest,
      answer: upgrade.upgradeFormStatus,
    })),
  },
} as const satisfies Record<string, Endpoint>
