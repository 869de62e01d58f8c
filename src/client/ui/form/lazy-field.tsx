import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A field component fetched the first time a form shows it: the large ones (search-select,
 * upload) stay out of the pages that never show them.
 */
export function lazyField<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Loaded = lazy(load)
  return function LazyField(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
