import { useState, type InputHTMLAttributes } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import styles from './inputs.module.css'

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { LL } = useI18n()
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.passwordWrap}>
      <input {...props} type={visible ? 'text' : 'password'} className={styles.input} />
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={visible}
        aria-label={visible ? LL.password.hide() : LL.password.show()}
        title={visible ? LL.password.hide() : LL.password.show()}
        onClick={() => setVisible((v) => !v)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? null : <path d="M4 20 20 4" />}
        </svg>
      </button>
    </div>
  )
}
