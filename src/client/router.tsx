import { createRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen.ts'

/** Every navigation lands at the top of the page: the router's default resetScroll. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 400,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
