import type { Lang } from '../languages.ts'

/** Days a member's copy of their data is offered; then its files are deleted. */
export const dataExportKeptDays = 7

/** Working days (Monday to Friday) between a request to close an account and its erasure. */
export const closingNoticeWorkingDays = 7

/** The profile page, whose section about the member's own data the e-mail that a copy is ready links to. */
export const myDataPagePath = (lang: Lang) => `/${lang}/my-account/Profile`
export const myDataCopyAnchor = 'my-data'

/** A copy of the member's data as kept: being prepared, or ready to download. */
export const dataExportStatuses = ['preparing', 'ready'] as const

/** How a request to close an account came: from the member in the portal, or by post. */
export const closingRequestChannels = ['member', 'post'] as const
