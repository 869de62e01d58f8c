import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
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
  children,
}: PopupProps) {
  const { LL } = useI18n()
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...returnFocus}>
          <Dialog.Close className={styles.close} aria-label={LL.common.close()}>
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
            <SpinnerButton block loading={loading} onClick={onOk ?? (() => onOpenChange(false))}>
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
