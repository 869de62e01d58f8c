import { useNavigate } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { clearDraft, stepPaths, type RegistrationKind } from './draft.ts'

/** Back to the first step with nothing kept: the draft is cleared, so no field comes back. */
export function useRestartRegistration(kind: RegistrationKind) {
  const navigate = useNavigate()
  const { lang } = useI18n()
  return () => {
    clearDraft(kind)
    void navigate({ to: stepPaths[kind][0], params: { lang } })
  }
}
