import type { ButtonHTMLAttributes } from 'react'
import styles from './spinner-button.module.css'

type Variant = 'primary' | 'secondary' | 'link'

interface SpinnerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean
  variant?: Variant
  block?: boolean
}

/** A button that shows a spinner and refuses clicks while its action runs. */
export function SpinnerButton({
  loading = false,
  variant = 'primary',
  block = false,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: SpinnerButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  )
}

/** The same look for links (navigation that reads as an action). */
export const buttonClass = (variant: Variant = 'primary', block = false): string =>
  [styles.button, styles[variant], block ? styles.block : ''].join(' ')
