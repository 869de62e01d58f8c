import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { ExternalLink } from '../../../ui/external-link.tsx'
import { groupLinks } from '../group-links.ts'
import styles from './group-menu.module.css'

function GroupSections({ layout }: { layout: 'columns' | 'stack' }) {
  const { LL, lang } = useI18n()
  return (
    <div className={layout === 'columns' ? styles.columns : styles.stack}>
      {groupLinks(LL, lang).map((group) => (
        <section key={group.title}>
          <h2 className={styles.heading}>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} className={styles.link}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/**
 * The mega-menu to the group's corporate site (wide screens): a disclosure button and its
 * panel, closed by Escape, a click elsewhere, or moving to another page.
 */
export function GroupMenu() {
  const { LL } = useI18n()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => setOpen(false), [pathname])
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
  }, [open])
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
        <GroupSections layout="columns" />
      </div>
    </nav>
  )
}

/** The same sections as plain lists, for the small-screen menu. */
export function GroupMenuList() {
  const { LL } = useI18n()
  return (
    <nav aria-label={LL.header.groupNav()}>
      <GroupSections layout="stack" />
    </nav>
  )
}
