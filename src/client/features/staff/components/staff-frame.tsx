import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { StaffSession } from '#contract/schemas/staff'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { LanguageSwitcher } from '#client/ui/language-switcher.tsx'
import { useStaffLogout } from '../api.ts'
import { BudgetBanner } from './budget-banner.tsx'
import styles from './staff.module.css'

/** The console's own frame: its navigation, who is signed in, the language and sign-out, and a spent message budget. */
export function StaffFrame({ staff, children }: { staff: StaffSession; children: ReactNode }) {
  const { LL, lang } = useI18n()
  const logout = useStaffLogout()

  const nav = [
    { to: '/$lang/staff/upgrade', label: LL.staffConsole.navUpgrade() },
    { to: '/$lang/staff/parking', label: LL.staffConsole.navParking() },
    { to: '/$lang/staff/members', label: LL.staffConsole.navMembers() },
    { to: '/$lang/staff/receipts', label: LL.staffConsole.navReceipts() },
    ...(staff.role === 'admin'
      ? ([
          { to: '/$lang/staff/accounts', label: LL.staffConsole.navAccounts() },
          { to: '/$lang/staff/referrals', label: LL.staffConsole.navReferrals() },
          { to: '/$lang/staff/reasons', label: LL.staffConsole.navReasons() },
          { to: '/$lang/staff/audit', label: LL.staffConsole.navAudit() },
          { to: '/$lang/staff/maintenance', label: LL.staffConsole.navMaintenance() },
        ] as const)
      : []),
  ] as const

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
              <li key={item.to}>
                <Link to={item.to} params={{ lang }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <div className={styles.who}>
          <span>{LL.staffConsole.signedInAs({ name: staff.name })}</span>
          <Link to="/$lang/staff/password" params={{ lang }} className={styles.whoLink}>
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
