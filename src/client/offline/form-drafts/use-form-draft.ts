import { del, get, set, type UseStore } from 'idb-keyval'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '#client/api/http-client.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { toast } from '#client/ui/toast.tsx'
import { closableStore } from '../closable-store.ts'
import { keepableValue, keptValue } from '../kept-bytes.ts'
import { formDraftsDatabase } from './draft-names.ts'

let idbStore: UseStore | undefined
const draftsStore = (): UseStore => (idbStore ??= closableStore(formDraftsDatabase, 'drafts'))

/** How soon after a change the draft is written. */
const saveDelayMs = 300

/**
 * What the member entered in a form whose documents may wait on the device, kept in
 * IndexedDB (chosen files included) so that a reload, a closed tab or a submit that found no
 * network loses nothing. `draft` is undefined while it is read and null when there is none;
 * a device whose storage refuses keeps no draft and the form simply starts empty.
 */
export function useFormDraft<Values>(key: string) {
  const [read, setRead] = useState<{ key: string; draft: Values | null }>()
  useEffect(() => {
    let live = true
    get<unknown>(key, draftsStore())
      .catch(() => undefined)
      .then((stored) => {
        if (live) setRead({ key, draft: stored === undefined ? null : keptValue<Values>(stored) })
      })
    return () => {
      live = false
    }
  }, [key])
  return read?.key === key ? read.draft : undefined
}

/** The part of a TanStack form the draft reads: its store, to hear every change, and its values. */
export interface DraftSource<Values> {
  store: { subscribe(listener: () => void): { unsubscribe(): void } }
  state: { values: Values }
}

/**
 * What of the form's values the draft holds: all of them unless a form says otherwise (a
 * password is never written to the device); null when nothing is worth keeping, which
 * removes the draft.
 */
type KeepOf<Values> = (values: Values) => unknown

const keepAll = <Values>(values: Values): unknown => values

/** Writes the form's values as its draft, unless the form was sent (its draft is gone for good). */
function writeDraft<Values>(key: string, form: DraftSource<Values>, sent: boolean, keep: KeepOf<Values>): Promise<void> {
  if (sent) return Promise.resolve()
  const kept = keep(form.state.values)
  // Files are kept as their bytes: a Blob would make some browsers refuse the whole draft.
  return (kept === null ? del(key, draftsStore()) : keepableValue(kept).then((value) => set(key, value, draftsStore()))).catch(
    () => undefined,
  )
}

/** A form's draft: written now (`save`), or removed for good once the form was sent (`clear`). */
export interface KeptDraft {
  save: () => Promise<void>
  clear: () => Promise<void>
}

/**
 * Keeps the form's values as the draft, a moment after they change (or now, by `save`), until
 * `clear` says the form was sent. It listens to the form's store itself: a change inside a field group or a
 * list does not always give the values a new identity that a rendering component would see.
 * `keep` (made once, not at each render) chooses what is written.
 */
export function useSaveDraft<Values>(key: string, form: DraftSource<Values>, keep: KeepOf<Values> = keepAll): KeptDraft {
  const sent = useRef(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // At most one write per moment, and never put off by further changes: a form that keeps
    // changing (validation, a submit) is still written a moment after its values changed.
    const subscription = form.store.subscribe(() => {
      if (timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        void writeDraft(key, form, sent.current, keep)
      }, saveDelayMs)
    })
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [key, form, keep])
  return {
    save: () => writeDraft(key, form, sent.current, keep),
    clear: () => {
      sent.current = true
      return del(key, draftsStore()).catch(() => undefined)
    },
  }
}

/**
 * Says what happens to a form that found no network: it was not sent, and what the member
 * entered stays on the device, written there before it is said (a reload right after loses
 * nothing). `text` says it in the form's own words (an application's by default). Answers
 * whether the failure was that.
 */
export function useExplainUnsent() {
  const { LL } = useI18n()
  return async (error: unknown, draft: Pick<KeptDraft, 'save'>, text = LL.uploadOutbox.formKept()): Promise<boolean> => {
    if (!(error instanceof ApiError && error.isNetworkFailure)) return false
    await draft.save()
    toast.error(text)
    return true
  }
}
