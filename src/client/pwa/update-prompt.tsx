import { lazy, Suspense, useSyncExternalStore } from 'react'
import { pendingUpdate, subscribeToUpdate } from './update-offer.ts'

const UpdateBar = lazy(() => import('./update-bar.tsx'))

/** The offer of a new version, whose bar loads only once there is one to offer. */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeToUpdate, pendingUpdate)
  if (!apply) return null
  return (
    <Suspense fallback={null}>
      <UpdateBar apply={apply} />
    </Suspense>
  )
}
