import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The parking privilege application and its documents. */
export const parkingEndpoints = {
  getParkingForm: {
    summary: "The member's newest parking application (612 when there is none).",
    method: 'GET',
    path: '/api/getParkingForm',
    access: 'member',
    schemas: lazySchemas(({ parking }) => ({ answer: parking.parkingForm })),
  },
  createParkingForm: {
    summary: 'Applies for the parking privilege with an Octopus card, a vehicle and its documents (Privilege members).',
    method: 'POST',
    path: '/api/createParkingForm',
    access: 'member',
    idempotent: true,
    schemas: lazySchemas(({ parking }) => ({ body: parking.parkingFormRequest, answer: parking.parkingFormStatus })),
  },
  updateParkingForm: {
    summary: 'Changes an approved or rejected parking application, which goes back to review.',
    method: 'POST',
    path: '/api/updateParkingForm',
    access: 'member',
    schemas: lazySchemas(({ parking }) => ({ body: parking.parkingRequest, answer: parking.parkingFormStatus })),
  },
  /** Documents that follow a parking application sent while they could not be uploaded. */
  attachParkingDocuments: {
    summary: 'Attaches documents that follow a parking application in review (documentsToFollow), one device upload at a time.',
    method: 'POST',
    path: '/api/attachParkingDocuments',
    access: 'member',
    schemas: lazySchemas(({ parking }) => ({ body: parking.parkingDocumentsRequest, answer: parking.parkingFormStatus })),
  },
  /** Whether a receipt link still takes its upload: the page asks before showing the form. */
} as const satisfies Record<string, Endpoint>
