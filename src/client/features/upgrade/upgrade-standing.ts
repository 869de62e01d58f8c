import type { UpgradeForm } from '#contract/schemas/upgrade'
import { lastEventAt, type ApplicationStanding } from '#client/ui/application-status.tsx'

/** Where an upgrade application stands: awaiting documents until its deadline, in review, or decided. */
export function upgradeStanding(application: Pick<UpgradeForm, 'status' | 'documentsDueAt' | 'history'>): ApplicationStanding {
  switch (application.status) {
    case 'applied':
      return application.documentsDueAt
        ? { state: 'awaitingDocuments', dueAt: application.documentsDueAt }
        : { state: 'inReview' }
    case 'pending':
      return { state: 'inReview' }
    default:
      return { state: application.status, at: lastEventAt(application.history, application.status) }
  }
}
