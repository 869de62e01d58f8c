import { Link } from '@tanstack/react-router'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { localeOfLang, type Lang } from '#contract/languages'
import { corporateUrl } from '#client/config/site-links.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import styles from './legacy-notice.module.css'

type LegacyNoticeKind = 'landing' | 'maintenance'

/** A time as the club's members read it: Hong Kong time, in the page's language. */
const hongKongTime = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeOfLang[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Hong_Kong' }).format(
    new Date(iso),
  )

/** The club's public pages on the group site: the "legacy page" under the notice, and where the visit button goes. */
const clubSitePath = 'sino-club/'

interface LegacyNoticeProps {
  kind: LegacyNoticeKind
  /** The operator's own words for this maintenance, in the page's language, instead of the standard ones. */
  message?: string | undefined
  /** When the operator expects the maintenance to end (ISO). */
  until?: string | null | undefined
  /** A member signed in on this device keeps their card at hand: a link to it. */
  cardLink?: boolean
}

/**
 * /landing and /maintenance: the group's club site fills the window, and a notice sits over
 * it: the new portal announced, or the portal under maintenance (with the operator's words and
 * expected end while they put it on).
 */
export function LegacyNotice({ kind, message, until, cardLink = false }: LegacyNoticeProps) {
  const { LL, lang } = useI18n()
  const [open, setOpen] = useState(true)
  const texts =
    kind === 'landing'
      ? { title: LL.legacyNotice.landingTitle(), body: LL.legacyNotice.landingBody() }
      : { title: LL.legacyNotice.maintenanceTitle(), body: message ?? LL.legacyNotice.maintenanceBody() }
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
            {until ? (
              <p className={styles.body}>{LL.legacyNotice.maintenanceUntil({ date: hongKongTime(until, lang) })}</p>
            ) : null}
            <div className={styles.actions}>
              <a href={clubSite} className={buttonClass('primary', true)}>
                {LL.legacyNotice.visit()}
              </a>
              {kind === 'landing' ? (
                <Link to="/$lang" params={{ lang }} className={buttonClass('secondary', true)}>
                  {LL.legacyNotice.enterPortal()}
                </Link>
              ) : (
                <>
                  {cardLink ? (
                    <Link to="/$lang/my-account/card" params={{ lang }} className={buttonClass('secondary', true)}>
                      {LL.legacyNotice.showCard()}
                    </Link>
                  ) : null}
                  <Dialog.Close className={buttonClass('secondary', true)}>{LL.common.close()}</Dialog.Close>
                </>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
