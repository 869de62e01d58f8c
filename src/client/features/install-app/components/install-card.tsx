import { useId, useState, useSyncExternalStore } from 'react'
import { installOfferState, promptInstall, subscribeInstallOffer } from '#client/pwa/install-offer.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { installPlatform, rememberDismissed, wasDismissed } from '../device.ts'
import styles from './install-card.module.css'

/**
 * My Profile's suggestion to put the portal on the home screen: the browser's install button
 * where it offers one (Chromium), the Share steps on an iPhone or iPad (Safari has no prompt),
 * the menu's item on another Android browser, nothing elsewhere. Gone once the portal runs
 * installed, and for good on this device once the member closes it.
 */
export function InstallCard() {
  const { LL } = useI18n()
  const titleId = useId()
  const offer = useSyncExternalStore(subscribeInstallOffer, installOfferState, () => 'none' as const)
  const [dismissed, setDismissed] = useState(wasDismissed)
  const [platform] = useState(installPlatform)
  if (dismissed || offer === 'installed') return null
  if (offer !== 'offered' && platform === 'other') return null

  const dismiss = () => {
    rememberDismissed()
    setDismissed(true)
    // The close button goes with the card: the keyboard's place moves to the page, not to nothing.
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <svg
          className={styles.emblem}
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
          <path d="M12 7.5v7M8.5 11h7" />
        </svg>
        <h2 id={titleId} className={styles.title}>
          {LL.profile.installTitle()}
        </h2>
        <button type="button" className={styles.close} aria-label={LL.profile.installDismiss()} onClick={dismiss}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <p className={styles.body}>{LL.profile.installBody()}</p>
      {offer === 'offered' ? (
        <SpinnerButton className={styles.install} onClick={() => void promptInstall()}>
          {LL.profile.installButton()}
        </SpinnerButton>
      ) : platform === 'ios' ? (
        <>
          <p className={styles.stepsIntro}>{LL.profile.installIosIntro()}</p>
          <ol className={styles.steps}>
            <li>
              <span>{LL.profile.installIosShare()}</span>
              <ShareIcon />
            </li>
            <li>
              <span>{LL.profile.installIosAdd()}</span>
              <AddIcon />
            </li>
            <li>{LL.profile.installIosConfirm()}</li>
          </ol>
        </>
      ) : (
        <p className={styles.stepsIntro}>{LL.profile.installOtherSteps()}</p>
      )}
    </section>
  )
}

/** Safari's Share icon, as the member will look for it in the toolbar. */
function ShareIcon() {
  return (
    <svg
      className={styles.stepIcon}
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M12 3v12M8 7l4-4 4 4M7 10H5.5v10.5h13V10H17" />
    </svg>
  )
}

/** The square with a plus of Safari's "Add to Home Screen" item. */
function AddIcon() {
  return (
    <svg
      className={styles.stepIcon}
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8.5v7M8.5 12h7" />
    </svg>
  )
}
