import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { ExternalLink } from '#client/ui/external-link.tsx'
import { addApplePass, walletPassesQuery } from '../api.ts'
import { addedPassTier, isAppleWalletDevice, rememberAddedPass } from '../wallet-device.ts'
import { AppleWalletBadge, GoogleWalletBadge } from './wallet-badges.tsx'
import styles from './add-to-wallet.module.css'

interface AddToWalletProps {
  clubMemberId: string
  /** Where a device that added a pass of another tier is told to add the new one (the card page). */
  offerUpdate?: boolean
}

/**
 * The card into the phone's wallet: Apple Wallet on an iPhone or iPad, Google Wallet elsewhere,
 * each only where the portal signs its passes. Nothing shows offline or while it is asked.
 */
export function AddToWallet({ clubMemberId, offerUpdate = false }: AddToWalletProps) {
  const { LL } = useI18n()
  const { data: wallet } = useQuery(walletPassesQuery)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [addedTier, setAddedTier] = useState(() => addedPassTier(clubMemberId))
  if (!wallet) return null
  const apple = isAppleWalletDevice(navigator)
  if (apple ? !wallet.apple : !wallet.googleSaveUrl) return null

  const added = () => {
    rememberAddedPass(clubMemberId, wallet.tier)
    setAddedTier(wallet.tier)
  }
  const addToApple = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await addApplePass()
      added()
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.wallet}>
      {offerUpdate && addedTier !== null && addedTier !== wallet.tier ? (
        <p className={styles.note} role="status">
          {LL.venueCard.passUpdated()}
        </p>
      ) : null}
      {apple ? (
        <button type="button" className={styles.badge} onClick={() => void addToApple()} disabled={busy} aria-busy={busy}>
          <span className="visually-hidden">{LL.venueCard.addToAppleWallet()}</span>
          <AppleWalletBadge top={LL.venueCard.appleBadgeTop()} name={LL.venueCard.appleBadgeName()} />
        </button>
      ) : (
        <ExternalLink className={styles.badge} href={wallet.googleSaveUrl ?? undefined} onClick={added}>
          <span className="visually-hidden">{LL.venueCard.saveToGoogleWallet()}</span>
          <GoogleWalletBadge label={LL.venueCard.saveToGoogleWallet()} />
        </ExternalLink>
      )}
      {failed ? (
        <p className={styles.note} role="alert">
          {LL.venueCard.passFailed()}
        </p>
      ) : null}
    </div>
  )
}
