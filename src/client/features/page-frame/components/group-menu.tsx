import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { useOpenOnThisPage } from '#client/lib/use-open-on-this-page.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './group-menu.module.css'

/** The links and their texts load when a menu first opens: the login page's first load goes without them. */
const GroupSections = lazy(() => import('./group-sections.tsx'))

/**
 * The mega-menu to the group's corporate site (wide screens): a disclosure button and its
 * panel, closed by Escape, a click elsewhere, or moving to another page.
 */
export function GroupMenu() {
  const { LL } = useI18n()
  const [open, setOpen] = useOpenOnThisPage()
  const panelId = useId()
  const rootRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, setOpen])
  return (
    <nav ref={rootRef} aria-label={LL.header.groupNav()}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {LL.common.group()}
        <svg width="12" height="8" viewBox="0 0 12 8" aria-hidden="true" className={styles.caret}>
          <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <GroupSections layout="columns" />
          </Suspense>
        ) : null}
      </div>
    </nav>
  )
}

/** The same sections as plain lists, for the small-screen menu. */
export function GroupMenuList() {
  const { LL } = useI18n()
  return (
    <nav aria-label={LL.header.groupNav()}>
      <Suspense fallback={null}>
        <GroupSections layout="stack" />
      </Suspense>
    </nav>
  )
}
