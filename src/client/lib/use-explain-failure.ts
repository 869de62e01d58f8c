import { ReturnCode } from '#contract/return-codes'
import type { SupportContact } from '#contract/schemas/auth'
import { ApiError } from '../api/http-client.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import { toast } from '../ui/toast.tsx'

/**
 * The toast of a failed verification call (spec section 8): the duplicated-member message
 * for 621 and 622, 'error' without an answer, else the server's message.
 */
export function useExplainFailure() {
  const { LL } = useI18n()
  return (error: unknown) => {
    if (!(error instanceof ApiError) || !error.envelope) return toast.error(LL.common.error())
    const { returnCode, msg, data } = error.envelope
    if (returnCode === ReturnCode.duplicatedMember || returnCode === ReturnCode.invalidMember) {
      return toast.error(LL.Login.duplicatedMember({ email: (data as SupportContact | null)?.supportEmail ?? '' }))
    }
    return toast.error(msg)
  }
}
