import type { ButtonHTMLAttributes } from 'react'
import styles from './spinner-button.module.css'

type Variant = 'primary' | 'secondary' | 'link'

interface SpinnerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean
  variant?: Variant
  block?: boolean
}

/**
 * A button that shows a spinner and refuses clicks while its action runs. It stays focusable
 * meanwhile (aria-disabled, not disabled): a disabled button would drop the keyboard focus to
 * the page, and the member would lose their place when an error comes back.
 */
export function SpinnerButton({
  loading = false,
  variant = 'primary',
  block = false,
  disabled,
  children,
  className,
  type = 'button',
  onClick,
  ...rest
}: SpinnerButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ')}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      // While busy a click does nothing, not even submit its form.
      onClick={loading ? (event) => event.preventDefault() : onClick}
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
