import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useOpenOnThisPage } from '#client/lib/use-open-on-this-page.ts'
import { ClubMenu } from './club-menu.tsx'
import { GroupMenu } from './group-menu.tsx'
import styles from './header.module.css'
import { LanguageSwitcher } from '#client/ui/language-switcher.tsx'
import { SiteSearch } from './site-search.tsx'

function Brand() {
  const { LL, lang } = useI18n()
  return (
    // Named by the words it shows (a voice user says what they see): no other label.
    <Link to="/$lang" params={{ lang }} className={styles.brand}>
      <img src="/favicon.svg" alt="" width="36" height="36" />
      <span className={styles.wordmark}>
        <span>{LL.common.brand()}</span>
        <small>{LL.common.group()}</small>
      </span>
    </Link>
  )
}

const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenu })))

function MobileMenuButton({ loggedIn }: { loggedIn: boolean }) {
  const { LL } = useI18n()
  const [open, setOpen] = useOpenOnThisPage()
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={LL.header.openMenu()}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenu loggedIn={loggedIn} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * The fixed header: brand, mega-menu, search, language, club sub-menu.
 * Without navigation (the p-member flow) only the brand and the language switcher remain.
 */
export function Header({ loggedIn, navigation = true }: { loggedIn: boolean; navigation?: boolean }) {
  if (!navigation) {
    return (
      <header className={styles.header}>
        <div className={styles.top}>
          <Brand />
          <div className={styles.tools}>
            <LanguageSwitcher />
          </div>
        </div>
      </header>
    )
  }
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Brand />
        <div className={styles.wide}>
          <GroupMenu />
        </div>
        <div className={styles.tools}>
          <div className={styles.wide}>
            <SiteSearch />
          </div>
          <LanguageSwitcher />
          <div className={styles.narrow}>
            <MobileMenuButton loggedIn={loggedIn} />
          </div>
        </div>
      </div>
      <div className={`${styles.clubRow} ${styles.wide}`}>
        <ClubMenu loggedIn={loggedIn} layout="bar" />
      </div>
    </header>
  )
}
