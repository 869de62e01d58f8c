import { Dialog } from 'radix-ui'
import { useRef, type ReactNode } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import styles from './popup.module.css'
import { SpinnerButton } from './spinner-button.tsx'
import { useReturnFocus } from './use-return-focus.ts'

interface PopupProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The optional second line. */
  description?: string
  okLabel?: string
  onOk?: () => void
  loading?: boolean
  /** Other ways out below OK (one that keeps what OK would undo); `link` for the least urged. */
  others?: readonly { label: string; onClick: () => void; variant?: 'secondary' | 'link' }[]
  /** A form among the children whose submit button OK is (the form sends; OK has no onOk then). */
  formId?: string
  children?: ReactNode
}

/** The confirmation popup: title, optional second line, OK with a loading state, close icon. */
export function Popup({
  open,
  onOpenChange,
  title,
  description,
  okLabel,
  onOk,
  loading = false,
  others = [],
  formId,
  children,
}: PopupProps) {
  const { LL } = useI18n()
  const returnFocus = useReturnFocus()
  const content = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  // A popup that asks for something opens on its first field, not on the close button.
  const onOpenAutoFocus = (event: Event) => {
    returnFocus.onOpenAutoFocus()
    const root = content.current
    if (!formId || !root) return
    const firstField = () => root.querySelector<HTMLElement>('select, input, textarea')
    const field = firstField()
    if (field) {
      event.preventDefault()
      field.focus()
      return
    }
    // A form still loading: its first field takes the focus when it appears, unless the
    // person has moved it from where the popup put it meanwhile.
    const observer = new MutationObserver(() => {
      const appeared = firstField()
      if (!appeared) return
      observer.disconnect()
      const focused = document.activeElement
      if (!focused || !root.contains(focused) || focused === closeButton.current) appeared.focus()
    })
    observer.observe(root, { childList: true, subtree: true })
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={content}
          className={styles.content}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <Dialog.Close ref={closeButton} className={styles.close} aria-label={LL.common.close()}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
          <div className={styles.actions}>
            <SpinnerButton
              block
              loading={loading}
              {...(formId ? { type: 'submit', form: formId } : { onClick: onOk ?? (() => onOpenChange(false)) })}
            >
              {okLabel ?? LL.common.ok()}
            </SpinnerButton>
            {others.map((other) => (
              <SpinnerButton key={other.label} block variant={other.variant ?? 'secondary'} onClick={other.onClick}>
                {other.label}
              </SpinnerButton>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
