import { QRCodeSVG } from 'qrcode.react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './staff.module.css'

/**
 * The TOTP secret a set-up link shows its holder: the QR code for an authenticator app to scan,
 * and the secret to type where a camera is not at hand. Never shown to anyone else.
 */
export function TotpEnrolment({ totpSecret, otpauthUri }: { totpSecret: string; otpauthUri: string }) {
  const { LL } = useI18n()
  return (
    <div className={styles.enrolment}>
      <p>{LL.staffConsole.enrolScan()}</p>
      <div className={styles.card}>
        <QRCodeSVG value={otpauthUri} size={176} level="M" marginSize={2} role="img" aria-label={LL.staffConsole.enrolmentQr()} />
        <p>
          {LL.staffConsole.totpSecret()}: <code className={styles.secret}>{totpSecret}</code>
        </p>
      </div>
      <p className={styles.muted}>{LL.staffConsole.enrolSecretPrivate()}</p>
    </div>
  )
}
