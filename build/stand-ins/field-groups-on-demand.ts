import { use } from 'react'
import type { useFieldGroup as UseFieldGroup } from '@tanstack/react-form'
import type * as FieldGroups from 'virtual:tanstack-field-groups'

let real: typeof FieldGroups | undefined
let loading: Promise<void> | undefined

/** The library's field groups, fetched once; a form showing one waits (suspends) meanwhile. */
function fieldGroups(): typeof FieldGroups {
  if (real) return real
  loading ??= import('virtual:tanstack-field-groups').then((module) => {
    real = module
  })
  use(loading)
  if (!real) throw new Error('TanStack Form field groups did not load')
  return real
}

/**
 * Takes the place of TanStack Form's field groups (a part of a form under a path, such as the
 * address) where createFormHook reaches them: it does from every form, so without this their
 * code (1.5 kB gzip) is part of the login page's first load, which shows none. The first form
 * that shows one fetches them and waits, as it waits for its other fields loaded on first show.
 */
export function useFieldGroup(...args: Parameters<typeof UseFieldGroup>): ReturnType<typeof UseFieldGroup> {
  return fieldGroups().useFieldGroup(...args)
}
