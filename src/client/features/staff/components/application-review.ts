import type { UpgradeReview } from '#contract/schemas/staff'

/** What the pages of both kinds of application show alike. */
export type Review = Omit<UpgradeReview, 'form' | 'fromRegistration'>
