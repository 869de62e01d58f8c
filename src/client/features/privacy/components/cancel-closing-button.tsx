import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { useCancelClosing } from '../api.ts'

/** Takes back the request to close the account, saying so once it is taken back. */
export function CancelClosingButton() {
  const { LL } = useI18n()
  const explain = useExplainFailure()
  const cancel = useCancelClosing()
  return (
    <SpinnerButton
      variant="secondary"
      loading={cancel.isPending}
      onClick={() =>
        cancel.mutate(undefined, { onSuccess: () => toast.success(LL.profile.closingCancelled()), onError: explain })
      }
    >
      {LL.profile.closingCancel()}
    </SpinnerButton>
  )
}
