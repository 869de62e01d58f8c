import type { ParkingForm } from '#contract/schemas/parking'
import { lastEventAt, type ApplicationStanding } from '#client/ui/application-status.tsx'

/** Where a parking application stands: awaiting documents from the device until its deadline, in review, or ended. */
export function parkingStanding(application: Pick<ParkingForm, 'status' | 'documentsDueAt' | 'history'>): ApplicationStanding {
  if (application.status === 'applied') {
    return application.documentsDueAt ? { state: 'awaitingDocuments', dueAt: application.documentsDueAt } : { state: 'inReview' }
  }
  return { state: application.status, at: lastEventAt(application.history, application.status) }
}
