import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

interface Trim {
  /** The import as a library writes it. */
  source: string
  /** Only when this library makes it (a relative import means nothing alone). */
  importer?: RegExp
  /** What the build takes instead. */
  replacement: string
}

/** A stand-in kept beside this plugin: size work lives with the build, not in the app. */
const standIn = (file: string) => fileURLToPath(new URL(`./stand-ins/${file}`, import.meta.url))

/**
 * Parts of libraries that the portal does not use and tree shaking cannot drop, because the
 * library reaches them from code the portal does use. Each costs the login page's first load.
 */
const trims: Trim[] = [
  // TanStack's devtools event bus: no devtools connect, yet every form state change was queued for them.
  { source: '@tanstack/devtools-event-client', replacement: standIn('devtools-events-off.ts') },
  // The throttle that feeds TanStack Form's states to that bus.
  {
    source: '@tanstack/pacer-lite',
    importer: /[\\/]@tanstack[\\/]form-core[\\/]/,
    replacement: standIn('devtools-throttle-off.ts'),
  },
  // TanStack Form's form groups, attached by useForm to every form.
  {
    source: './useFormGroup.js',
    importer: /[\\/]@tanstack[\\/]react-form[\\/]/,
    replacement: standIn('form-groups-off.ts'),
  },
  // TanStack Form's field groups, which createFormHook reaches from every form: fetched when first shown.
  {
    source: './useFieldGroup.js',
    importer: /[\\/]@tanstack[\\/]react-form[\\/].*[\\/]createFormHook\.js$/,
    replacement: standIn('field-groups-on-demand.ts'),
  },
  // TanStack Query's infinite-query paging, reached from every query.
  {
    source: './infiniteQueryBehavior.js',
    importer: /[\\/]@tanstack[\\/]query-core[\\/]/,
    replacement: standIn('infinite-queries-off.ts'),
  },
  // React has useSyncExternalStore itself; the shim is for React 17 and older.
  { source: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector' },
]

/** Library files a stand-in loads on demand, by a virtual name. */
const onDemand: Record<string, string> = {
  'virtual:tanstack-field-groups': path.join(
    path.dirname(createRequire(import.meta.url).resolve('@tanstack/react-form')),
    '../esm/useFieldGroup.js',
  ),
}

/** A build in which a trim was never asked for fails: the library moved it, and the trim would silently cost its bytes again. */
export function libraryTrims(): Plugin {
  const applied = new Set<Trim>()
  let building = false
  return {
    name: 'library-trims',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build' && !config.build.watch
    },
    resolveId(source, importer) {
      if (source in onDemand) return onDemand[source]
      const trim = trims.find(
        (t) => t.source === source && (!t.importer || (importer !== undefined && t.importer.test(importer))),
      )
      if (!trim) return null
      applied.add(trim)
      return trim.replacement.startsWith('/') ? trim.replacement : this.resolve(trim.replacement, importer, { skipSelf: true })
    },
    buildEnd(error) {
      const missed = trims.filter((t) => !applied.has(t)).map((t) => t.source)
      if (building && !error && missed.length > 0) this.error(`library trims that no import reached: ${missed.join(', ')}`)
    },
  }
}
