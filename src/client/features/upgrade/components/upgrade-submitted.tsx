import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DocumentOutbox } from '#client/offline/components/document-outbox.tsx'
import { useUploadOutbox } from '#client/offline/upload-outbox/use-upload-outbox.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import flow from '#client/ui/flow-page.module.css'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import styles from '#client/styles/pages.module.css'
import { upgradeFormQuery } from '../api.ts'

/**
 * my-account/submitted: thanks, how long approval takes, and the way back to My Account; an
 * application still waiting for documents also offers to add them, and lists those on their
 * way from this device.
 */
export function UpgradeSubmitted({ awaitingDocuments }: { awaitingDocuments: boolean }) {
  const { LL, lang } = useI18n()
  const queryClient = useQueryClient()
  const onThisDevice = useUploadOutbox('upgrade-document', () => void queryClient.invalidateQueries(upgradeFormQuery))
  return (
    <section className={`${styles.panel} ${flow.center}`}>
      <h1 className={styles.title}>{LL.membership.submittedTitle()}</h1>
      <p>{LL.membership.submittedBody()}</p>
      <DocumentOutbox items={onThisDevice ?? []} />
      {awaitingDocuments ? (
        <>
          <p className={flow.note}>{LL.membership.pendingDocumentsHint()}</p>
          <Link to="/$lang/my-account/upgradeDocuments" params={{ lang }} className={buttonClass('secondary')}>
            {LL.membership.addDocuments()}
          </Link>
        </>
      ) : null}
      <Link to="/$lang/my-account/Profile" params={{ lang }} className={buttonClass('primary')}>
        {LL.membership.backToAccount()}
      </Link>
    </section>
  )
}
