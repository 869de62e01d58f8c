import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { clubSiteUrl } from '#client/config/site-links.ts'
import { ExternalLink } from '#client/ui/external-link.tsx'
import styles from './club-menu.module.css'

/** The club's sub-menu; its last link leads to the account when logged in, else to login. */
export function ClubMenu({ loggedIn, layout }: { loggedIn: boolean; layout: 'bar' | 'list' }) {
  const { LL, lang } = useI18n()
  const external = [
    { label: LL.club.privileges(), href: clubSiteUrl(lang, 'privileges') },
    { label: LL.club.activities(), href: clubSiteUrl(lang, 'activities') },
    { label: LL.club.eventHighlights(), href: clubSiteUrl(lang, 'event-highlights') },
  ]
  return (
    <nav aria-label={LL.header.clubNav()} className={layout === 'bar' ? styles.bar : styles.list}>
      <ul>
        {external.map((item) => (
          <li key={item.href}>
            <ExternalLink href={item.href} className={styles.link}>
              {item.label}
            </ExternalLink>
          </li>
        ))}
        <li>
          {loggedIn ? (
            <Link to="/$lang/my-account/Profile" params={{ lang }} className={`${styles.link} ${styles.account}`}>
              {LL.club.myProfile()}
            </Link>
          ) : (
            <Link to="/$lang/Login" params={{ lang }} className={`${styles.link} ${styles.account}`}>
              {LL.club.loginOrRegister()}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  )
}
