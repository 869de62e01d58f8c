import type { Lang } from './languages.ts'

/**
 * Where a member reads an application of theirs (what was sent, its status and history): the
 * portal's pages and the decision e-mails both point there.
 */
export const applicationPagePath = {
  upgrade: (lang: Lang) => `/${lang}/my-account/submitted`,
  parking: (lang: Lang) => `/${lang}/my-account/parkingApplication`,
} as const satisfies Record<string, (lang: Lang) => string>
