import type { Query } from '@tanstack/react-query'

/** The member's profile: the card. */
export const cardQueryKey = ['profile'] as const

/** The member's own answers the device keeps: they leave it at logout. */
export const memberQueryRoots = ['profile', 'parkingForm', 'upgradeForm'] as const

/**
 * What the device keeps: the member's profile for the offline card (member
 * ID, tier, name, card look), their parking and upgrade applications (so that those pages open
 * offline, with the draft and the documents waiting on the device), and the reference lists.
 */
const persistedQueryRoots = [...memberQueryRoots, 'dropDownList'] as const

/**
 * The version of the persisted cache. A release that changes the shape of a persisted
 * answer raises it, and every device drops what it kept under the old number.
 */
const persistedCacheVersion = 2

export const cacheBuster = `club-portal-cache-v${persistedCacheVersion}`

/**
 * How long a kept card stays usable without a visit online: a member may not open the portal
 * for weeks. Not a gcTime: it is past what a timer can wait, and a query given it is dropped at once.
 */
export const persistedMaxAgeMs = 30 * 24 * 60 * 60_000

/**
 * Only answers that arrived are kept. A refetch that failed offline leaves the last answer in
 * place (the query's status is then 'error' with data), and that answer stays kept: otherwise
 * the first cold start offline would wipe the card for the next one.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const root = query.queryKey[0]
  return query.state.data !== undefined && persistedQueryRoots.some((kept) => kept === root)
}
