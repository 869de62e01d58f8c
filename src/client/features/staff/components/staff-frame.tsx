import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { StaffSession } from '#contract/schemas/staff'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { LanguageSwitcher } from '#client/ui/language-switcher.tsx'
import { useStaffLogout } from '../api.ts'
import { BudgetBanner } from './budget-banner.tsx'
import { staffPage } from './staff-link.ts'
import { StaffLoginForm } from './staff-login-form.tsx'
import styles from './staff.module.css'

/** The console's own frame: its navigation, who is signed in, the language and sign-out, and a spent message budget. */
export function StaffFrame({ staff, children }: { staff: StaffSession; children: ReactNode }) {
  const { LL, lang } = useI18n()
  const logout = useStaffLogout()

  const nav = [
    { path: 'upgrade', label: LL.staffConsole.navUpgrade() },
    { path: 'parking', label: LL.staffConsole.navParking() },
    { path: 'members', label: LL.staffConsole.navMembers() },
    { path: 'receipts', label: LL.staffConsole.navReceipts() },
    ...(staff.role === 'admin'
      ? [
          { path: 'accounts', label: LL.staffConsole.navAccounts() },
          { path: 'referrals', label: LL.staffConsole.navReferrals() },
          { path: 'audit', label: LL.staffConsole.navAudit() },
        ]
      : []),
  ]

  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        {LL.common.skipToContent()}
      </a>
      <header className={styles.bar}>
        <p className={styles.brand}>{LL.staffConsole.brand()}</p>
        <nav className={styles.nav} aria-label={LL.staffConsole.brand()}>
          <ul>
            {nav.map((item) => (
              <li key={item.path}>
                <Link {...staffPage(lang, item.path)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <div className={styles.who}>
          <span>{LL.staffConsole.signedInAs({ name: staff.name })}</span>
          <Link {...staffPage(lang, 'password')} className={styles.whoLink}>
            {LL.staffConsole.navPassword()}
          </Link>
          <button type="button" className={styles.signOut} onClick={() => logout.mutate()}>
            {LL.staffConsole.signOut()}
          </button>
        </div>
      </header>
      <BudgetBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}

/** A page for someone not signed in (the sign-in, a set-up link): the console's bar with the language, then the page. */
export function StaffBarePage({ children }: { children: ReactNode }) {
  const { LL } = useI18n()
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <p className={styles.brand}>{LL.staffConsole.brand()}</p>
        <LanguageSwitcher keepHash />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}

/** The sign-in page. */
export function StaffLoginPage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.staffConsole.signInTitle())
  return (
    <StaffBarePage>
      <StaffLoginForm />
    </StaffBarePage>
  )
}
