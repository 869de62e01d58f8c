import type { ReactNode } from 'react'
import { useDocumentTitle } from '../i18n/i18n-context.tsx'
import styles from './flow-page.module.css'

interface FlowPageProps {
  title: string
  lead?: ReactNode
  /** Above the title: a progress indicator. */
  top?: ReactNode
  wide?: boolean
  children?: ReactNode
}

/** The frame of a registration, verification or recovery screen: one centred panel. */
export function FlowPage({ title, lead, top, wide = false, children }: FlowPageProps) {
  useDocumentTitle(title)
  return (
    <section className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-labelledby="flow-title">
      {top}
      <h1 id="flow-title" className={styles.title}>
        {title}
      </h1>
      {lead ? <div className={styles.lead}>{lead}</div> : null}
      {children}
    </section>
  )
}
