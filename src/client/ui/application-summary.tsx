import type { ReactNode } from 'react'
import styles from './application-summary.module.css'

/** One application on My Profile: its kind, where it stands, and the way to its page. */
export function ApplicationSummary({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className={styles.summary} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {children}
      {action}
    </section>
  )
}
