/**
 * Takes the place of TanStack Query's infinite-query paging, which no portal query uses: every
 * query reaches it (a query asks for it only when it is an infinite one), so without this its
 * code is part of the login page's first load. A query that needs paging would remove this
 * stand-in from build/library-trims.ts.
 */
const leftOut = (): never => {
  throw new Error('TanStack Query infinite queries are left out of the portal build (build/library-trims.ts)')
}

export const infiniteQueryBehavior = leftOut
export const hasNextPage = leftOut
export const hasPreviousPage = leftOut
