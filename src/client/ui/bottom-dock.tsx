import type { ReactNode } from 'react'
import styles from './bottom-dock.module.css'

/** The strip at the bottom of the screen where toasts and the update prompt show, one above the other. */
export function BottomDock({ children }: { children: ReactNode }) {
  return <div className={styles.dock}>{children}</div>
}
