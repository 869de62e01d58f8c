import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LazyPopup } from '#client/ui/lazy-popup.tsx'

/** The server did not know the referral code: said in a popup as well as on the field. */
export function ReferralInvalidPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { LL } = useI18n()
  return (
    <LazyPopup
      open={open}
      onOpenChange={onOpenChange}
      title={LL.registration.referralInvalidTitle()}
      description={LL.registerError['referral-code-invalid']()}
    />
  )
}
