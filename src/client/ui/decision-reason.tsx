import { useI18n } from '#client/i18n/i18n-context.tsx'

/** Why an application (or a change) was not approved, as its answer gives the reason; nothing when it gives none. */
export function DecisionReason({ reason, className }: { reason: string | null; className?: string }) {
  const { LL } = useI18n()
  if (!reason) return null
  return <p className={className}>{LL.applications.reason({ reason })}</p>
}
