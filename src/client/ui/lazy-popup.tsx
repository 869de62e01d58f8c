import { lazy, Suspense, type ComponentProps } from 'react'

const Popup = lazy(() => import('./popup.tsx').then((module) => ({ default: module.Popup })))

/** The popup, its code fetched the first time one opens: most visits never show one. */
export function LazyPopup(props: ComponentProps<typeof Popup>) {
  return props.open ? (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  ) : null
}
