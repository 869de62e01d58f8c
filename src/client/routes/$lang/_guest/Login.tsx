import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '#client/features/auth/components/login-form.tsx'
import { LoginHero } from '#client/features/auth/components/login-hero.tsx'
import { useLoggedOutNotice } from '#client/features/auth/logged-out-notice.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import styles from '#client/styles/pages.module.css'

export const Route = createFileRoute('/$lang/_guest/Login')({
  component: LoginPage,
})

function LoginPage() {
  const { LL } = useI18n()
  const loggedOut = useLoggedOutNotice()
  useDocumentTitle(LL.Login.title())
  return (
    <div className={styles.split}>
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {LL.Login.title()}
        </h1>
        {loggedOut ? (
          <p role="status" className={styles.lead}>
            {LL.Login.loggedOut()}
          </p>
        ) : null}
        <p className={styles.lead}>{LL.Login.intro()}</p>
        <LoginForm />
      </section>
      <LoginHero />
    </div>
  )
}
