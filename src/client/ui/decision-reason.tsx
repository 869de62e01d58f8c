import type { DecisionReason as Reason } from '#contract/schemas/rejection-reasons'
import { useI18n } from '../i18n/i18n-context.tsx'

/**
 * Why an application was rejected, in the page's language: the reason, then the reviewer's note
 * as they wrote it. A decision from before reasons were picked shows its reviewer's words alone.
 */
export function DecisionReason({ reason, className }: { reason: Reason | null; className?: string }) {
  const { LL, lang } = useI18n()
  if (!reason) return null
  const text = reason.text?.[lang]
  return (
    <>
      {text ? <p className={className}>{LL.profile.decisionReason({ reason: text })}</p> : null}
      {reason.note ? (
        <p className={className}>
          {text ? LL.profile.decisionNote({ note: reason.note }) : LL.profile.decisionReason({ reason: reason.note })}
        </p>
      ) : null}
    </>
  )
}
