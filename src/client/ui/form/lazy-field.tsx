import { lazy, Suspense, use, useLayoutEffect, useState, type ComponentType } from 'react'
import { FormLoadingContext, type FormLoading } from './form-loading.ts'

/** Counts a field still loading while it is shown, so that the form can say so when sent. */
function PendingField({ loading }: { loading: FormLoading | null }) {
  useLayoutEffect(() => loading?.fieldLoading(), [loading])
  return null
}

/**
 * A field component fetched the first time a form shows it: the large ones (search-select,
 * upload) stay out of the pages that never show them. A field in a form's first showing is
 * waited for by the form, which then appears whole: a field arriving late would push the
 * fields and buttons below it down, and a press begun on the button would end beside it and
 * be lost. A field that appears later (a choice made it appear) loads on its own, and the
 * form says it is still loading if it is sent meanwhile.
 */
export function lazyField<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Loaded = lazy(load)
  return function LazyField(props: Props) {
    const loading = use(FormLoadingContext)
    const [waitsWithForm] = useState(() => loading !== null && !loading.shown)
    if (waitsWithForm) return <Loaded {...props} />
    return (
      <Suspense fallback={<PendingField loading={loading} />}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
