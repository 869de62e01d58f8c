import type { Rolldown } from 'vite'

/**
 * The code a first visit runs, in two chunks rather than the two dozen that automatic splitting
 * makes of it: gzip packs one file tighter than many (each starts its dictionary afresh), and
 * every boundary between chunks costs a list of imports and exports. `app` holds what every
 * page needs (the entry, React, the router, the page frame); `login` what the login page adds
 * (its form and the form kit), which the information pages, the other first visits, go without.
 * A chunk takes its roots and the code they import; code that only later pages use keeps the
 * automatic split.
 */
const chunkRoots = {
  app: [
    /[\\/]src[\\/]client[\\/]main\.tsx$/,
    /[\\/]routes[\\/]\$lang\.tsx\?tsr-split=component$/,
    // The button of every form and bar: in a chunk of its own it would cost a request and a boundary.
    /[\\/]src[\\/]client[\\/]ui[\\/]spinner-button\.tsx$/,
  ],
  login: [/[\\/]routes[\\/]\$lang[\\/]_guest[\\/]Login\.tsx\?tsr-split=component$/],
}

export const firstLoadChunks: Rolldown.CodeSplittingGroup[] = Object.entries(chunkRoots).map(([name, roots], index, all) => ({
  name,
  test: (id: string) => roots.some((root) => root.test(id)),
  // The first chunk claims what both import.
  priority: all.length - index,
}))

/** The chunks' names, which their files keep. */
export const firstLoadChunkNames: ReadonlySet<string> = new Set(Object.keys(chunkRoots))
