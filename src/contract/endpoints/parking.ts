import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The parking privilege application and its documents. */
export const parkingEndpoints = {
  getParkingForm: {
    summary: "The member's newest parking application (612 when there is none).",
    method: 'GET',
    path: '/api/getParkingForm',
    access: 'member',
    schemas: lazySchemas(['parking'], ({ parking }) => ({ answer: parking.parkingForm })),
  },
  createParkingForm: {
    summary: 'Applies for the parking privilege with an Octopus card, a vehicle and its documents (Privilege members).',
    method: 'POST',
    path: '/api/createParkingForm',
    access: 'member',
    idempotent: true,
    schemas: lazySchemas(['parking'], ({ parking }) => ({ body: parking.parkingFormRequest, answer: parking.parkingFormStatus })),
  },
  updateParkingForm: {
    summary:
      'Changes a parking application: an approved one stays in force while the change waits beside it for review (replacing a change still waiting); a rejected or withdrawn one goes back to review (409 while in review).',
    method: 'POST',
    path: '/api/updateParkingForm',
    access: 'member',
    schemas: lazySchemas(['parking'], ({ parking }) => ({ body: parking.parkingFormRequest, answer: parking.parkingEditStatus })),
  },
  withdrawParkingChange: {
    summary:
      'Withdraws the change waiting beside an approved parking application, which stays as it is (409 once the change is decided).',
    method: 'POST',
    path: '/api/withdrawParkingChange',
    access: 'member',
    schemas: lazySchemas(['parking'], ({ parking }) => ({
      body: parking.parkingWithdrawRequest,
      answer: parking.parkingFormStatus,
    })),
  },
  withdrawParkingForm: {
    summary:
      'Withdraws a parking application still waiting for review or for its documents, freeing its plate and Octopus card (409 once decided).',
    method: 'POST',
    path: '/api/withdrawParkingForm',
    access: 'member',
    schemas: lazySchemas(['parking'], ({ parking }) => ({
      body: parking.parkingWithdrawRequest,
      answer: parking.parkingFormStatus,
    })),
  },
  /** Documents that follow a parking application sent while they could not be uploaded. */
  attachParkingDocuments: {
    summary:
      'Attaches documents that follow a parking application in review or a change waiting beside an approved one (documentsToFollow), one device upload at a time.',
    method: 'POST',
    path: '/api/attachParkingDocuments',
    access: 'member',
    schemas: lazySchemas(['parking'], ({ parking }) => ({
      body: parking.parkingDocumentsRequest,
      answer: parking.parkingFormStatus,
    })),
  },
} as const satisfies Record<string, Endpoint>
