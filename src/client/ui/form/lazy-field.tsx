import { lazy, Suspense, use, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react'
import { FormLoadingContext, type FormLoading } from './form-loading.ts'

/** Counts a field still loading while it is shown, so that the form can say so when sent. */
function PendingField({ loading }: { loading: FormLoading | null }) {
  useLayoutEffect(() => loading?.fieldLoading(), [loading])
  return null
}

/**
 * A part of a form whose code is fetched the first time a form shows it. In a form's first
 * showing it is waited for by the form, which then appears whole: a part arriving late would
 * push the fields and buttons below it down, and a press begun on the button would end beside
 * it and be lost. A part that appears later (a choice made it appear) loads on its own, and
 * the form says it is still loading if it is sent meanwhile.
 */
export function LoadsWithForm({ children }: { children: ReactNode }) {
  const loading = use(FormLoadingContext)
  const [waitsWithForm] = useState(() => loading !== null && !loading.shown)
  if (waitsWithForm) return children
  return <Suspense fallback={<PendingField loading={loading} />}>{children}</Suspense>
}

/**
 * A field component fetched the first time a form shows it, so that pages that never show it
 * do not carry it. The stand-in has the type of the field it loads, so that a generic field
 * (a radio group of a form's own values) stays generic.
 */
export function lazyField<Module extends Record<Name, (props: never) => ReactNode>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  const Loaded = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<object> }))
  function LazyField(props: object) {
    return (
      <LoadsWithForm>
        <Loaded {...props} />
      </LoadsWithForm>
    )
  }
  return LazyField as unknown as Module[Name]
}
