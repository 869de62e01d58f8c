import { useState, type ComponentType } from 'react'
import type { Profile } from '#contract/schemas/profile'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useFormDraft, useSaveDraft, type DraftSource, type KeptDraft } from '#client/offline/form-drafts/use-form-draft.ts'
import flow from '#client/ui/flow-page.module.css'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { useSaveOutcome, type ProfileMenuPath } from '../use-save-outcome.ts'

/** A profile form's draft as the form starts. */
export interface ProfileDraft<Values> {
  /** Where the draft is kept: one key a form. */
  key: string
  /** The profile's own values: a draft that changed none of them is not kept. */
  fromProfile: Values
  /** What the form starts from: the draft kept on this device over the profile's values. */
  start: Values
  restored: boolean
  /** Forgets the draft: the form starts again from the profile. */
  discard: () => void
}

export interface DraftedFormProps<Values> {
  profile: Profile
  draft: ProfileDraft<Values>
}

/**
 * A profile form that keeps what the member types on this device until it is saved, so that
 * neither a save with no network nor a reload loses it. The draft is read before the form is
 * made, since a form takes its starting values once; `valuesOf` gives the form's values from
 * the profile.
 */
export function withProfileDraft<Values extends object>(
  key: string,
  valuesOf: (profile: Profile) => Values,
  Form: ComponentType<DraftedFormProps<Values>>,
) {
  return function ProfileFormWithDraft({ profile }: { profile: Profile }) {
    const kept = useFormDraft<Partial<Values>>(key)
    const [starts, setStarts] = useState(0)
    if (kept === undefined) return null
    const fromProfile = valuesOf(profile)
    const restored = starts === 0 && kept !== null
    const draft: ProfileDraft<Values> = {
      key,
      fromProfile,
      start: restored ? { ...fromProfile, ...kept } : fromProfile,
      restored,
      discard: () => setStarts((count) => count + 1),
    }
    return <Form key={starts} profile={profile} draft={draft} />
  }
}

/** Whether two of a form's values (plain data) are the same, whatever the order of an object's keys. */
function alike(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const left = Object.entries(a)
  const right = new Map(Object.entries(b))
  return left.length === right.size && left.every(([key, value]) => right.has(key) && alike(value, right.get(key)))
}

const storeAll = <Values,>(values: Values): Partial<Values> => values

/**
 * Keeps the form's values on the device while they differ from the profile's (what `stored`
 * picks of them: a form leaves out what must never be written there), and says so on the
 * form: after a reload that restored them, and after a save that found no network, each with a
 * way to discard them. Gives the form's save outcome (as useSaveOutcome, `fallback` the menu
 * to go back to, `savedText` what a save says), which removes the draft once saved and writes it when there is no network,
 * and `clear`, which removes it.
 */
export function useProfileDraft<Values>(
  draft: ProfileDraft<Values>,
  form: DraftSource<Values>,
  fallback: ProfileMenuPath,
  savedText: string,
  stored: (values: Values) => Partial<Values> = storeAll,
) {
  const { LL } = useI18n()
  // Made once: the draft's writer listens with it for as long as the form lives.
  const [keep] = useState(() => {
    const fromProfile = stored(draft.fromProfile)
    return (values: Values) => {
      const kept = stored(values)
      return alike(kept, fromProfile) ? null : kept
    }
  })
  const written = useSaveDraft(draft.key, form, keep)
  const [shown, setShown] = useState<'restored' | 'kept' | null>(draft.restored ? 'restored' : null)
  const kept: KeptDraft = {
    save: async () => {
      await written.save()
      if (keep(form.state.values) !== null) setShown('kept')
    },
    clear: written.clear,
  }
  const outcome = useSaveOutcome(fallback, savedText, kept)
  const note = shown ? (
    <div className={flow.note} role="status">
      <p>{shown === 'restored' ? LL.profile.draftRestored() : LL.profile.draftKept()}</p>
      <SpinnerButton
        variant="link"
        onClick={async () => {
          await written.clear()
          draft.discard()
        }}
      >
        {LL.profile.discardDraft()}
      </SpinnerButton>
    </div>
  ) : null
  return { ...outcome, clear: kept.clear, note }
}
