import type { QueryClient } from '@tanstack/react-query'

let loading: Promise<QueryClient> | undefined
let loaded: QueryClient | undefined

/**
 * The page's one query client, with TanStack Query's code, fetched by the first page that asks
 * for it: a visitor's first load (the login page and the information pages) goes without.
 */
export const loadQueryClient = (): Promise<QueryClient> =>
  (loading ??= import('./query-client.ts').then(({ createQueryClient }) => (loaded = createQueryClient())))

/** The query client if a page has fetched it already. */
export const loadedQueryClient = (): QueryClient | undefined => loaded
