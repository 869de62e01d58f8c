import { QRCodeSVG } from 'qrcode.react'
import { limits } from '#contract/limits'
import { Popup } from './popup.tsx'
import styles from './popup.module.css'

interface QrPopupProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  value: string
  hint?: string
}

/** The popup's QR variant: a 128 px code of the value, with the title before the value. */
export function QrPopup({ open, onOpenChange, title, value, hint }: QrPopupProps) {
  return (
    <Popup open={open} onOpenChange={onOpenChange} title={`${title} ${value}`} {...(hint ? { description: hint } : {})}>
      <div className={styles.qr}>
        <QRCodeSVG
          value={value}
          size={limits.qrPopupSize}
          level="M"
          marginSize={2}
          title={value}
          role="img"
          aria-label={`${title} ${value}`}
        />
      </div>
    </Popup>
  )
}
