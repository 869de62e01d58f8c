import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import styles from './contact-address-choice.module.css'

/**
 * Offers the contact address the member keeps on their profile, so that it need not be typed
 * again: `onUse` fills the address fields with it, and they stay the member's to change.
 */
export function ContactAddressChoice({ onUse }: { onUse: () => void }) {
  const { LL } = useI18n()
  const [used, setUsed] = useState(false)
  return (
    <div className={styles.choice}>
      <SpinnerButton
        variant="secondary"
        onClick={() => {
          onUse()
          setUsed(true)
        }}
      >
        {LL.membership.useContactAddress()}
      </SpinnerButton>
      <p role="status" className={styles.used}>
        {used ? LL.membership.contactAddressUsed() : null}
      </p>
    </div>
  )
}
