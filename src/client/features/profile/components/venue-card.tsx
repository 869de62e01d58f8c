import { Link } from '@tanstack/react-router'
import { QRCodeSVG } from 'qrcode.react'
import type { ReactNode } from 'react'
import type { Profile } from '#contract/schemas/profile'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { cardName, cardQrContent } from '#contract/membership-card'
import styles from './venue-card.module.css'

interface VenueCardProps {
  profile: Profile
  /** A line about the screen staying on, or about the card being the device's copy. */
  status?: ReactNode
  /** The card's way into the phone's wallet. */
  wallet?: ReactNode
}

/** "Show at venue": the member ID's QR code filling the screen, black on white for any scanner. */
export function VenueCard({ profile, status, wallet }: VenueCardProps) {
  const { LL, lang } = useI18n()
  return (
    <section className={styles.venue} aria-labelledby="venue-card-title">
      <header className={styles.bar}>
        <h1 id="venue-card-title" className={styles.title}>
          {LL.venueCard.title()}
        </h1>
        <Link to="/$lang/my-account/Profile" params={{ lang }} className={styles.done}>
          {LL.venueCard.done()}
        </Link>
      </header>
      <div className={styles.body}>
        <p className={styles.tier}>{LL.profile.cardLabel({ tier: LL.profile[profile.tier]() })}</p>
        <QRCodeSVG
          className={styles.qr}
          value={cardQrContent(profile)}
          size={512}
          level="M"
          marginSize={4}
          bgColor="#ffffff"
          fgColor="#000000"
          role="img"
          aria-label={`${LL.profile.memberId()} ${profile.clubMemberId}`}
        />
        <p className={styles.memberId}>
          <span className="visually-hidden">{LL.profile.memberId()} </span>
          {profile.clubMemberId}
        </p>
        <p className={styles.name}>{cardName(profile)}</p>
        <p className={styles.hint}>{LL.profile.qrHint()}</p>
        {status}
        {wallet}
      </div>
    </section>
  )
}
