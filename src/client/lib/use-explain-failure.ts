import { ApiError, supportContactOf } from '../api/http-client.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import { toast } from '../ui/toast.tsx'

/**
 * The toast of a failed verification call: the duplicated-member message
 * for 621 and 622, 'error' without an answer, else the server's message.
 */
export function useExplainFailure() {
  const { LL } = useI18n()
  return (error: unknown) => {
    if (!(error instanceof ApiError) || !error.envelope) return toast.error(LL.common.error())
    const supportEmail = supportContactOf(error)
    if (supportEmail !== undefined) return toast.error(LL.Login.duplicatedMember({ email: supportEmail }))
    return toast.error(error.envelope.msg)
  }
}
