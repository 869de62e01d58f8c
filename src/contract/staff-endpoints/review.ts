import { lazySchemas, type Endpoint } from '../endpoint.ts'
import { documentFileTypes } from '../rules/upload-files.ts'

/** The review of upgrade and parking applications: the queues, an application, its documents and the decision. */
export const staffReviewEndpoints = {
  upgradeQueue: {
    summary: 'Upgrade applications by status (pending by default, oldest first), searched by member ID, phone or name.',
    method: 'GET',
    path: '/api/staff/upgradeForms',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ query: staff.queueQuery, answer: staff.queueAnswer })),
  },
  upgradeReview: {
    summary:
      'One upgrade application: the member, what was submitted, the documents and earlier decisions (the view is audited).',
    method: 'GET',
    path: '/api/staff/upgradeForms/:id',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams, answer: staff.upgradeReview })),
  },
  approveUpgrade: {
    summary: 'Approves a pending upgrade application: the member becomes Privilege and is told by e-mail (409 when not pending).',
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/approve',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams, answer: staff.decisionAnswer })),
  },
  rejectUpgrade: {
    summary:
      'Rejects a pending upgrade application with one of the kept reasons (and an optional note), which the member reads in their language (409 when not pending).',
    method: 'POST',
    path: '/api/staff/upgradeForms/:id/reject',
    access: 'staff',
    schemas: lazySchemas(['staff', 'rejectionReasons'], ({ staff, rejectionReasons }) => ({
      params: staff.idParams,
      body: rejectionReasons.rejectRequest,
      answer: staff.decisionAnswer,
    })),
  },
  parkingQueue: {
    summary:
      'Parking applications and changes to approved ones by status (pending by default, oldest first), searched by member ID, phone or name.',
    method: 'GET',
    path: '/api/staff/parkingForms',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ query: staff.queueQuery, answer: staff.queueAnswer })),
  },
  parkingReview: {
    summary: 'One parking application: the member, the vehicle, the documents and earlier decisions (the view is audited).',
    method: 'GET',
    path: '/api/staff/parkingForms/:id',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams, answer: staff.parkingReview })),
  },
  approveParking: {
    summary: 'Approves a pending parking application; the member is told by e-mail (409 when not pending).',
    method: 'POST',
    path: '/api/staff/parkingForms/:id/approve',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams, answer: staff.decisionAnswer })),
  },
  rejectParking: {
    summary:
      'Rejects a pending parking application with one of the kept reasons (and an optional note), which the member reads in their language (409 when not pending).',
    method: 'POST',
    path: '/api/staff/parkingForms/:id/reject',
    access: 'staff',
    schemas: lazySchemas(['staff', 'rejectionReasons'], ({ staff, rejectionReasons }) => ({
      params: staff.idParams,
      body: rejectionReasons.rejectRequest,
      answer: staff.decisionAnswer,
    })),
  },
  parkingChangeReview: {
    summary:
      'A change a member asked for to their approved parking privilege, beside what is approved, with its documents (the view is audited).',
    method: 'GET',
    path: '/api/staff/parkingChanges/:id',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams, answer: staff.parkingChangeReview })),
  },
  approveParkingChange: {
    summary:
      'Approves a pending change: it replaces what the parking privilege holds (same validity); the member is told by e-mail (409 when not pending).',
    method: 'POST',
    path: '/api/staff/parkingChanges/:id/approve',
    access: 'staff',
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams, answer: staff.decisionAnswer })),
  },
  rejectParkingChange: {
    summary:
      'Rejects a pending change with one of the kept reasons (and an optional note); the approved parking privilege stays as it was (409 when not pending).',
    method: 'POST',
    path: '/api/staff/parkingChanges/:id/reject',
    access: 'staff',
    schemas: lazySchemas(['staff', 'rejectionReasons'], ({ staff, rejectionReasons }) => ({
      params: staff.idParams,
      body: rejectionReasons.rejectRequest,
      answer: staff.decisionAnswer,
    })),
  },
  staffDocument: {
    summary: 'A document of an application, for staff only; each view is written to the audit log.',
    method: 'GET',
    path: '/api/staff/documents/:id',
    access: 'staff',
    file: documentFileTypes,
    schemas: lazySchemas(['staff'], ({ staff }) => ({ params: staff.idParams })),
  },
} as const satisfies Record<string, Endpoint>
