import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './login-hero.module.css'

const icons = {
  card: 'M3 6.5A2.5 2.5 0 0 1 5.5 4h13A2.5 2.5 0 0 1 21 6.5v11a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5Zm0 3h18M7 15h4',
  privileges: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7Z',
  activities: 'M4 8h16v12H4Zm0 0 2-4h12l2 4M9 12h6',
}

/** The welcome panel beside the login form: what membership brings. */
export function LoginHero() {
  const { LL } = useI18n()
  const points = [
    { icon: icons.card, text: LL.Login.heroCard() },
    { icon: icons.privileges, text: LL.Login.heroPrivileges() },
    { icon: icons.activities, text: LL.Login.heroActivities() },
  ]
  return (
    <section className={styles.hero} aria-labelledby="login-hero-title">
      <p className={styles.eyebrow}>{LL.common.brand()}</p>
      <h2 id="login-hero-title" className={styles.title}>
        {LL.Login.heroTitle()}
      </h2>
      <p className={styles.body}>{LL.Login.heroBody()}</p>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.text}>
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
            >
              <path d={point.icon} strokeLinejoin="round" strokeLinecap="round" />
            </svg>
            {point.text}
          </li>
        ))}
      </ul>
    </section>
  )
}
