import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import styles from './already-registered.module.css'

/** The way on from a mobile number or e-mail address already registered: logging in, or a new password. */
export function AlreadyRegistered() {
  const { LL, lang } = useI18n()
  return (
    <div className={flow.note}>
      <p className={styles.text}>{LL.registration.alreadyRegistered()}</p>
      <p className={styles.links}>
        <Link to="/$lang/Login" params={{ lang }} className={buttonClass('secondary')}>
          {LL.registration.alreadyRegisteredLogIn()}
        </Link>
        <Link to="/$lang/forgot-password" params={{ lang }} className={buttonClass('link')}>
          {LL.Login.forgotPassword()}
        </Link>
      </p>
    </div>
  )
}
