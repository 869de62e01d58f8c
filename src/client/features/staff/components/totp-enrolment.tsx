import { QRCodeSVG } from 'qrcode.react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './staff.module.css'

/**
 * A new TOTP secret, shown this once: the QR code for an authenticator app to scan, and the
 * secret to type where a camera is not at hand.
 */
export function TotpEnrolment({ name, totpSecret, otpauthUri }: { name: string; totpSecret: string; otpauthUri: string }) {
  const { LL } = useI18n()
  return (
    <div className={styles.enrolment} role="status">
      <p>{LL.staffConsole.enrolmentIntro({ name })}</p>
      <div className={styles.card}>
        <QRCodeSVG value={otpauthUri} size={160} level="M" marginSize={2} role="img" aria-label={LL.staffConsole.enrolmentQr()} />
        <p>
          {LL.staffConsole.totpSecret()}: <code className={styles.secret}>{totpSecret}</code>
        </p>
      </div>
      <p className={styles.muted}>{LL.staffConsole.enrolmentOnce()}</p>
    </div>
  )
}
