import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import styles from './page-frame.module.css'

/** Pages shown over the legacy site, and the receipt upload reached by link, go without the header and footer. */
const framelessPaths = /^\/[a-z]{2}\/(landing|maintenance|upload-receipt)(\/|$)/i
/** The privilege-member registration hides the navigation. */
const navlessPaths = /^\/[a-z]{2}\/p-member(\/|$)/i

export function PageFrame({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const { LL } = useI18n()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (framelessPaths.test(pathname)) return <>{children}</>
  return (
    <div className={styles.frame}>
      <a href="#main" className="skip-link">
        {LL.common.skipToContent()}
      </a>
      <Header loggedIn={loggedIn} navigation={!navlessPaths.test(pathname)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
