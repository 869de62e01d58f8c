import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './profile-menu.module.css'

export interface ProfileMenuItem {
  to:
    | '/$lang/update-profile/basic-info'
    | '/$lang/update-profile/others'
    | '/$lang/update-profile/change-password'
    | '/$lang/update-profile/devices'
    | '/$lang/update-profile/personal-profile'
    | '/$lang/update-profile/contact-address'
    | '/$lang/update-profile/interest'
  label: string
  hint: string
}

/** The menus of the profile editor: one row a page, with what the page changes. */
export function ProfileMenu({ label, items }: { label: string; items: readonly ProfileMenuItem[] }) {
  const { lang } = useI18n()
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} params={{ lang }} className={styles.item}>
              <span className={styles.text}>
                <span className={styles.label}>{item.label}</span>
                <span className={styles.hint}>{item.hint}</span>
              </span>
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
