import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '../../../features/auth/components/login-form.tsx'
import { LoginHero } from '../../../features/auth/components/login-hero.tsx'
import { useDocumentTitle, useI18n } from '../../../i18n/i18n-context.tsx'
import styles from '../../../styles/pages.module.css'

export const Route = createFileRoute('/$lang/_guest/Login')({
  component: LoginPage,
})

function LoginPage() {
  const { LL } = useI18n()
  useDocumentTitle(LL.Login.title())
  return (
    <div className={styles.split}>
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {LL.Login.title()}
        </h1>
        <p className={styles.lead}>{LL.Login.intro()}</p>
        <LoginForm />
      </section>
      <LoginHero />
    </div>
  )
}
