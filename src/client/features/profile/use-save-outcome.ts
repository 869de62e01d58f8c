import type { AnyFormApi } from '@tanstack/react-form'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { isNetworkFailure } from '#client/offline/use-online.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { toast } from '#client/ui/toast.tsx'

/** The menu a profile page falls back to when it was opened directly, with no page to go back to. */
export type ProfileMenuPath = '/$lang/update-profile' | '/$lang/update-profile/basic-info'

/**
 * What the profile pages do after a save. Success: the 'Success!' toast, then back one page.
 * Failure: the form keeps what was typed; offline says so, a refused field is marked, anything else is a toast.
 */
export function useSaveOutcome(fallback: ProfileMenuPath) {
  const { LL, lang } = useI18n()
  const router = useRouter()
  const navigate = useNavigate()
  const explain = useExplainFailure()
  const saved = (to?: ProfileMenuPath) => {
    toast.success(LL.profile.success())
    if (to === undefined && router.history.canGoBack()) return router.history.back()
    void navigate({ to: to ?? fallback, params: { lang } })
  }
  const failed = (error: unknown, form: AnyFormApi, fieldOf?: Record<string, string>) => {
    if (isNetworkFailure(error)) return toast.error(LL.profile.offlineSave())
    if (!showFieldProblems(form, error, fieldOf)) explain(error)
  }
  return {
    saved,
    failed,
    /** A form's onSubmit: sends the values, then the outcome as above (`to`: where to go instead of back). */
    submit:
      <Values>(send: (value: Values) => Promise<unknown>, to?: ProfileMenuPath) =>
      async ({ value, formApi }: { value: Values; formApi: AnyFormApi }) => {
        try {
          await send(value)
          saved(to)
        } catch (error) {
          failed(error, formApi)
        }
      },
  }
}
