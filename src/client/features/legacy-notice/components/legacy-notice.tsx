import { Link } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { corporateUrl } from '#client/config/site-links.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import styles from './legacy-notice.module.css'

export type LegacyNoticeKind = 'landing' | 'maintenance'

/** The club's public pages on the group site: the "legacy page" under the notice, and where the visit button goes. */
const clubSitePath = 'sino-club/'

/**
 * /landing and /maintenance: the group's club site fills the window, and a notice sits over
 * it: the new portal announced, or the portal under maintenance.
 */
export function LegacyNotice({ kind }: { kind: LegacyNoticeKind }) {
  const { LL, lang } = useI18n()
  const [open, setOpen] = useState(true)
  const texts =
    kind === 'landing'
      ? { title: LL.legacyNotice.landingTitle(), body: LL.legacyNotice.landingBody() }
      : { title: LL.legacyNotice.maintenanceTitle(), body: LL.legacyNotice.maintenanceBody() }
  useDocumentTitle(texts.title)
  const clubSite = corporateUrl(lang, clubSitePath)
  return (
    <div className={styles.page}>
      <iframe className={styles.frame} src={clubSite} title={LL.legacyNotice.frameTitle()} />
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.notice}>
            <span className={styles.brand}>{LL.common.brand()}</span>
            {/* The notice is what the page is about: its title is the page's heading. */}
            <Dialog.Title asChild>
              <h1 className={styles.title}>{texts.title}</h1>
            </Dialog.Title>
            <Dialog.Description className={styles.body}>{texts.body}</Dialog.Description>
            <div className={styles.actions}>
              <a href={clubSite} className={buttonClass('primary', true)}>
                {LL.legacyNotice.visit()}
              </a>
              {kind === 'landing' ? (
                <Link to="/$lang" params={{ lang }} className={buttonClass('secondary', true)}>
                  {LL.legacyNotice.enterPortal()}
                </Link>
              ) : (
                <Dialog.Close className={buttonClass('secondary', true)}>{LL.common.close()}</Dialog.Close>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
