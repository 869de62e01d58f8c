import type { ReactNode } from 'react'
import styles from './staff.module.css'

export type FactRow = [label: string, value: ReactNode]

/** Labelled facts; one with no value shows a dash. */
export function Facts({ rows }: { rows: FactRow[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  )
}
