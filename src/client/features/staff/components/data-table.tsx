import type { ReactNode } from 'react'
import styles from './staff.module.css'

/**
 * A console table: its column headings, its rows (`children`), scrolling sideways on a narrow
 * screen unless `className` lays it out otherwise there.
 */
export function DataTable({
  columns,
  children,
  className,
}: {
  columns: readonly string[]
  children: ReactNode
  className?: string
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
