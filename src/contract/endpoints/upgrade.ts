import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** The application to upgrade to Privilege and its documents. */
export const upgradeEndpoints = {
  getUpgradeForm: {
    method: 'GET',
    path: '/api/getUpgradeForm',
    access: 'member',
    schemas: async () => {
      const { upgrade } = await loadSchemas()
      return { answer: upgrade.upgradeFormAnswer }
    },
  },
  createUpgradeForm: {
    method: 'POST',
    path: '/api/createUpgradeForm',
    access: 'member',
    idempotent: true,
    schemas: async () => {
      const { upgrade } = await loadSchemas()
      return { body: upgrade.upgradeRequest, answer: upgrade.upgradeFormStatus }
    },
  },
  updateUpgradeFormForDocument: {
    method: 'POST',
    path: '/api/updateUpgradeFormForDocument',
    access: 'member',
    schemas: async () => {
      const { upgrade } = await loadSchemas()
      return { body: upgrade.upgradeDocumentsRequest, answer: upgrade.upgradeFormStatus }
    },
  },
  /** The same call under the name the club's older clients spell it with. */
  updateUpgradeFormForDoccment: {
    method: 'POST',
    path: '/api/updateUpgradeFormForDoccment',
    access: 'member',
    schemas: async () => {
      const { upgrade } = await loadSchemas()
      return { body: upgrade.upgradeDocumentsRequest, answer: upgrade.upgradeFormStatus }
    },
  },
} as const satisfies Record<string, Endpoint>
