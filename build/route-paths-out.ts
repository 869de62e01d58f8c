import type { Plugin } from 'vite'

/** A route module of the client, or a part the router plugin split from it. */
const routeModule = /[\\/]src[\\/]client[\\/]routes[\\/]/
/** A file route's path, which only types the route: the generated route tree gives it its id and path. */
const routePath = /\bcreateFileRoute\((['"`])[^'"`]*\1\)/g

/**
 * The route tree, with every route's entry, is part of the first load. The path written in each
 * route file repeats what the tree says and is read by no code at run time, so the client's build
 * leaves it out. A build in which no path is found fails: the router would have moved its API.
 */
export function routePathsOut(): Plugin {
  let stripped = 0
  return {
    name: 'route-paths-out',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!routeModule.test(id)) return null
      const out = code.replace(routePath, () => {
        stripped += 1
        return 'createFileRoute()'
      })
      return out === code ? null : { code: out, map: null }
    },
    buildEnd() {
      if (stripped === 0) this.error('no file route path found to leave out of the route modules')
    },
  }
}
