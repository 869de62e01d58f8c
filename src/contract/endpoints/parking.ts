import { loadSchemas, type Endpoint } from '../endpoint.ts'

/** The parking privilege application and its documents. */
export const parkingEndpoints = {
  getParkingForm: {
    method: 'GET',
    path: '/api/getParkingForm',
    access: 'member',
    schemas: async () => {
      const { parking } = await loadSchemas()
      return { answer: parking.parkingForm }
    },
  },
  createParkingForm: {
    method: 'POST',
    path: '/api/createParkingForm',
    access: 'member',
    idempotent: true,
    schemas: async () => {
      const { parking } = await loadSchemas()
      return { body: parking.parkingRequest, answer: parking.parkingFormStatus }
    },
  },
  updateParkingForm: {
    method: 'POST',
    path: '/api/updateParkingForm',
    access: 'member',
    schemas: async () => {
      const { parking } = await loadSchemas()
      return { body: parking.parkingRequest, answer: parking.parkingFormStatus }
    },
  },
  /** Documents that follow a parking application sent while they could not be uploaded. */
  attachParkingDocuments: {
    method: 'POST',
    path: '/api/attachParkingDocuments',
    access: 'member',
    schemas: async () => {
      const { parking } = await loadSchemas()
      return { body: parking.parkingDocumentsRequest, answer: parking.parkingFormStatus }
    },
  },
  /** Whether a receipt link still takes its upload: the page asks before showing the form. */
} as const satisfies Record<string, Endpoint>
