import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { cardName, cardQrContent } from '#contract/membership-card'
import type { Profile } from '#contract/schemas/profile'
import { isAwaitingApproval } from '#contract/rules/profile'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { QrPopup } from '#client/ui/qr-popup.tsx'
import { buttonClass, SpinnerButton } from '#client/ui/spinner-button.tsx'
import { fullName } from '../full-name.ts'
import { MembershipCard } from './membership-card.tsx'
import styles from './profile-overview.module.css'

/**
 * my-account/Profile: the card, name, member ID, its QR popup, the full-screen card for a
 * venue and the way to update the profile. `status` says where the data comes from when it
 * matters; `applications` where the member's applications stand; `wallet` the card's way into
 * the phone's wallet.
 */
export function ProfileOverview({
  profile,
  status,
  applications,
  wallet,
}: {
  profile: Profile
  status?: ReactNode
  applications?: ReactNode
  wallet?: ReactNode
}) {
  const { LL, lang } = useI18n()
  const [qrOpen, setQrOpen] = useState(false)
  const pending = isAwaitingApproval(profile.upgradeForms)
  return (
    <div className={styles.overview}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{LL.profile.title()}</h1>
        <p className={styles.greeting}>{LL.profile.greeting({ name: fullName(profile, lang) })}</p>
        {status}
      </div>
      <MembershipCard
        tier={profile.tier}
        name={cardName(profile)}
        clubMemberId={profile.clubMemberId}
        emblem={profile.iconList[0]?.filePath}
        pendingApproval={pending}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{LL.profile.memberId()}</dt>
          <dd className={styles.memberId}>{profile.clubMemberId}</dd>
        </div>
        <div>
          <dt>{LL.profile.tier()}</dt>
          <dd>
            {LL.profile[profile.tier]()}
            {pending ? <span className={styles.badge}>{LL.profile.pendingApproval()}</span> : null}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <SpinnerButton onClick={() => setQrOpen(true)}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M4 4h6v6H4ZM14 4h6v6h-6ZM4 14h6v6H4ZM14 14h2v2h-2ZM18 18h2v2h-2ZM14 18h2M18 14h2" />
          </svg>
          {LL.profile.showQr()}
        </SpinnerButton>
        <Link to="/$lang/my-account/card" params={{ lang }} className={buttonClass('secondary')}>
          {LL.venueCard.open()}
        </Link>
        <Link to="/$lang/update-profile" params={{ lang }} className={buttonClass('secondary')}>
          {LL.profile.updateProfile()}
        </Link>
      </div>
      {/* What arrives after the card (the wallet's button, the applications) comes below the
          buttons, so that none moves under a finger pressing it. */}
      {wallet}
      {applications}
      <QrPopup
        open={qrOpen}
        onOpenChange={setQrOpen}
        title={LL.profile.memberId()}
        value={cardQrContent(profile)}
        hint={LL.profile.qrHint()}
      />
    </div>
  )
}
