import type { Tier } from '#contract/schemas/profile'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './membership-card.module.css'

interface MembershipCardProps {
  tier: Tier
  name: string
  clubMemberId: string
  emblem: string | undefined
  pendingApproval: boolean
}

/** The member card, in the look of its tier. */
export function MembershipCard({ tier, name, clubMemberId, emblem, pendingApproval }: MembershipCardProps) {
  const { LL } = useI18n()
  const tierName = LL.profile[tier]()
  return (
    <figure className={`${styles.card} ${styles[tier]}`} aria-label={LL.profile.cardLabel({ tier: tierName })}>
      <div className={styles.top}>
        <span className={styles.brand}>{LL.common.brand()}</span>
        {emblem ? <img src={emblem} alt="" width="44" height="44" className={styles.emblem} /> : null}
      </div>
      <p className={styles.tier}>{tierName}</p>
      {pendingApproval ? <p className={styles.pending}>{LL.profile.pendingApproval()}</p> : null}
      <figcaption className={styles.bottom}>
        <span className={styles.name}>{name}</span>
        <span className={styles.id}>
          <span className="visually-hidden">{LL.profile.memberId()} </span>
          {clubMemberId}
        </span>
      </figcaption>
    </figure>
  )
}
