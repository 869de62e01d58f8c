import type { Rolldown } from 'vite'
import { firstLoadChunkNames } from './first-load-chunks.ts'

/** The staff console's own code, styles (named after its route) and texts. */
const isStaffModule = (id: string) => /[\\/](features[\\/]staff|routes[\\/]\$lang[\\/]staff|staffConsole)[\\/]/.test(id)
/** A chunk of the staff console's code. */
export const staffChunk = /\/staff-\w+\.js$/

/** A chunk of the first load, which keeps its name. */
export const firstLoadChunk = new RegExp(`/(${[...firstLoadChunkNames].join('|')})-\\w+\\.js$`)

/** The endpoint table's schemas: the server and the API document load them, no page does. */
export const schemaTableChunk = /\/schemas-\w+\.js$/
const isSchemaTable = (id: string | null) => id !== null && /[\\/]src[\\/]contract[\\/]schemas[\\/]index\.ts$/.test(id)

/**
 * File names of the client's chunks. The staff console's carry a prefix of their own, which the
 * service worker's precache leaves out (the first-load chunks hold the staff routes' entries in
 * the route tree, yet are no staff chunks). The first-load chunks and the schema table keep their
 * names; every other chunk, the staff console's after their prefix, goes by its hash alone, as
 * webpack names its chunks: the names travel
 * in every chunk's imports and in the list of what each route preloads, which the first load
 * carries (descriptive names cost it 1.2 kB gzip).
 */
export function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  // A staff page's chunk is named after its route, and the console's sign-in is login.tsx.
  const staffPage = chunk.facadeModuleId !== null && isStaffModule(chunk.facadeModuleId)
  if (firstLoadChunkNames.has(chunk.name) && !staffPage) return 'assets/[name]-[hash].js'
  if (chunk.moduleIds.some(isStaffModule)) return 'assets/staff-[hash].js'
  if (isSchemaTable(chunk.facadeModuleId)) return 'assets/schemas-[hash].js'
  return 'assets/[hash].js'
}

/** Styles that keep their names: the first load's, and the staff console's (named after its module), which the precache leaves out. */
const namedStyles: ReadonlySet<string> = new Set([...firstLoadChunkNames, 'staff'].map((name) => `${name}.css`))

/**
 * File names of the other assets. A later page's styles go by their hash alone, as its chunks do:
 * what a route preloads lists them, and the first load carries those lists.
 */
export function assetFileName(asset: Rolldown.PreRenderedAsset): string {
  if (asset.originalFileNames.some(isStaffModule)) return 'assets/staff-[name]-[hash][extname]'
  if (asset.names.some((name) => name.endsWith('.css') && !namedStyles.has(name))) return 'assets/[hash][extname]'
  return 'assets/[name]-[hash][extname]'
}
