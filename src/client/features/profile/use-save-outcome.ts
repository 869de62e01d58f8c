import type { AnyFormApi } from '@tanstack/react-form'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { useExplainUnsent, type KeptDraft } from '#client/offline/form-drafts/use-form-draft.ts'
import { isNetworkFailure } from '#client/offline/use-online.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { toast } from '#client/ui/toast.tsx'

/** The menu a profile page falls back to when it was opened directly, with no page to go back to. */
export type ProfileMenuPath = '/$lang/update-profile' | '/$lang/update-profile/basic-info'

/**
 * What the profile pages do after a save. Success: the draft goes, a toast says what was saved
 * (`savedText`), then back one page. Failure: the form keeps what was typed; with no network a
 * form with a draft writes it and says it is kept on this device, one without says it was not
 * saved; a refused field is marked, anything else is a toast.
 */
export function useSaveOutcome(fallback: ProfileMenuPath, savedText: string, draft?: KeptDraft) {
  const { LL, lang } = useI18n()
  const router = useRouter()
  const navigate = useNavigate()
  const explain = useExplainFailure()
  const explainUnsent = useExplainUnsent()
  const saved = async (to?: ProfileMenuPath, text = savedText) => {
    await draft?.clear()
    toast.success(text)
    if (to === undefined && router.history.canGoBack()) return router.history.back()
    void navigate({ to: to ?? fallback, params: { lang } })
  }
  const failed = async (error: unknown, form: AnyFormApi, fieldOf?: Record<string, string>) => {
    if (draft && (await explainUnsent(error, draft, LL.profile.offlineKept()))) return
    if (isNetworkFailure(error)) return toast.error(LL.profile.offlineSave())
    if (!showFieldProblems(form, error, fieldOf)) explain(error)
  }
  return {
    saved,
    failed,
    /** A form's submit: sends its values, then the outcome as above (`to`: where to go instead of back). */
    submit: async <Values>(
      { value, formApi }: { value: Values; formApi: AnyFormApi },
      send: (value: Values) => Promise<unknown>,
      to?: ProfileMenuPath,
    ) => {
      try {
        await send(value)
      } catch (error) {
        return failed(error, formApi)
      }
      await saved(to)
    },
  }
}
