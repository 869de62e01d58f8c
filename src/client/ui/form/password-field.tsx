import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { FieldFrame, type FieldFrameProps } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './inputs.module.css'

/** A password with a show/hide toggle. */
export function PasswordField({
  autoComplete,
  ...frame
}: FieldFrameProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { LL } = useI18n()
  const field = useFieldContext<string>()
  const [visible, setVisible] = useState(false)
  const toggleLabel = visible ? LL.password.hide() : LL.password.show()
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className={styles.passwordWrap}>
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={styles.input}
            autoComplete={autoComplete}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            aria-label={toggleLabel}
            title={toggleLabel}
            onClick={() => setVisible((shown) => !shown)}
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {visible ? null : <path d="M4 20 20 4" />}
            </svg>
          </button>
        </div>
      )}
    </FieldFrame>
  )
}
