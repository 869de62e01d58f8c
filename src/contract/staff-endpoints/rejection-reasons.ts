import { lazySchemas, type Endpoint } from '../endpoint.ts'

/** The reasons reviewers pick when rejecting, in the three languages; admins keep the list. */
export const rejectionReasonEndpoints = {
  rejectionReasons: {
    summary: 'Every rejection reason with its words in the three languages, retired ones included (marked).',
    method: 'GET',
    path: '/api/staff/rejectionReasons',
    access: 'staff',
    schemas: lazySchemas(['rejectionReasons'], ({ rejectionReasons }) => ({ answer: rejectionReasons.rejectionReasonsAnswer })),
  },
  createRejectionReason: {
    summary: 'Admins: a new rejection reason (a code already in use is refused on its field).',
    method: 'POST',
    path: '/api/staff/rejectionReasons',
    access: 'admin',
    schemas: lazySchemas(['rejectionReasons'], ({ rejectionReasons }) => ({
      body: rejectionReasons.newReasonRequest,
      answer: rejectionReasons.rejectionReason,
    })),
  },
  editRejectionReason: {
    summary: "Admins: a reason's words; past decisions with it read the new words, their e-mails stay as sent.",
    method: 'POST',
    path: '/api/staff/rejectionReasons/:id',
    access: 'admin',
    schemas: lazySchemas(['rejectionReasons'], ({ rejectionReasons }) => ({
      params: rejectionReasons.reasonParams,
      body: rejectionReasons.reasonTextRequest,
      answer: rejectionReasons.rejectionReason,
    })),
  },
  retireRejectionReason: {
    summary: 'Admins: reviewers no longer pick the reason; decisions made with it still show it.',
    method: 'POST',
    path: '/api/staff/rejectionReasons/:id/retire',
    access: 'admin',
    schemas: lazySchemas(['rejectionReasons'], ({ rejectionReasons }) => ({
      params: rejectionReasons.reasonParams,
      answer: rejectionReasons.rejectionReason,
    })),
  },
  restoreRejectionReason: {
    summary: 'Admins: a retired reason is offered to reviewers again.',
    method: 'POST',
    path: '/api/staff/rejectionReasons/:id/restore',
    access: 'admin',
    schemas: lazySchemas(['rejectionReasons'], ({ rejectionReasons }) => ({
      params: rejectionReasons.reasonParams,
      answer: rejectionReasons.rejectionReason,
    })),
  },
} as const satisfies Record<string, Endpoint>
