import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { clubSiteUrl } from '#client/config/site-links.ts'
import { ExternalLink } from '#client/ui/external-link.tsx'
import styles from './account-menu.module.css'
import { LogoutButton } from './logout-button.tsx'

interface AccountMenuProps {
  /** Where the Upgrade tab leads: the form, the member's application under way or decided, or nowhere. */
  upgrade: 'form' | 'application' | null
  onLogout: () => void
  loggingOut: boolean
}

/**
 * The account menu: a side list on wide screens; on small ones scrolling tabs, with Logout
 * beside them where it needs no scrolling to reach.
 */
export function AccountMenu({ upgrade, onLogout, loggingOut }: AccountMenuProps) {
  const { LL, lang } = useI18n()
  const external = [
    { label: LL.account.privileges(), href: clubSiteUrl(lang, 'privileges') },
    { label: LL.account.activities(), href: clubSiteUrl(lang, 'activities') },
  ]
  return (
    <nav aria-label={LL.account.menu()} className={styles.menu}>
      <ul>
        <li>
          <Link to="/$lang/my-account/Profile" params={{ lang }} className={styles.item} activeProps={{ 'aria-current': 'page' }}>
            {LL.account.myProfile()}
          </Link>
        </li>
        {upgrade ? (
          <li>
            <Link
              to={upgrade === 'form' ? '/$lang/my-account/membershipUpgrade' : '/$lang/my-account/submitted'}
              params={{ lang }}
              className={styles.item}
              activeProps={{ 'aria-current': 'page' }}
            >
              {LL.account.upgrade()}
            </Link>
          </li>
        ) : null}
        <li>
          <Link
            to="/$lang/my-account/sinoParking"
            params={{ lang }}
            className={styles.item}
            activeProps={{ 'aria-current': 'page' }}
          >
            {LL.account.parking()}
          </Link>
        </li>
        {external.map((item) => (
          <li key={item.href}>
            <ExternalLink href={item.href} className={styles.item}>
              {item.label}
              <svg
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
              </svg>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <LogoutButton className={`${styles.item} ${styles.logout}`} onLogout={onLogout} loggingOut={loggingOut} />
    </nav>
  )
}
