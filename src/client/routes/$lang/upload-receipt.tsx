import { createFileRoute } from '@tanstack/react-router'
import { isReceiptId } from '#contract/rules/receipt-id'
import { ReceiptUpload } from '#client/features/receipt/components/receipt-upload.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { LanguageSwitcher } from '#client/ui/language-switcher.tsx'
import styles from '#client/styles/pages.module.css'
import receiptStyles from '#client/features/receipt/components/receipt-page.module.css'

/**
 * An event attendee's receipt upload: reached by link, logged in or not, without the portal's
 * navigation but with its language switch. An id that is not one the portal issues counts as missing.
 */
export const Route = createFileRoute('/$lang/upload-receipt')({
  // The router merges the raw search in: a bad id has to be overwritten, not left out.
  validateSearch: (search: Record<string, unknown>): { id?: string | undefined } => ({
    id: isReceiptId(search.id) ? search.id : undefined,
  }),
  component: UploadReceiptPage,
})

function UploadReceiptPage() {
  const { LL } = useI18n()
  const { id } = Route.useSearch()
  useDocumentTitle(LL.receipt.title())
  return (
    <main id="main" className={receiptStyles.page}>
      <header className={receiptStyles.top}>
        <p className={receiptStyles.brand}>{LL.common.brand()}</p>
        <LanguageSwitcher />
      </header>
      <section className={styles.panel} aria-labelledby="receipt-title">
        <h1 id="receipt-title" className={styles.title}>
          {LL.receipt.title()}
        </h1>
        {id ? (
          <>
            <p className={styles.lead}>{LL.receipt.intro()}</p>
            <ReceiptUpload id={id} />
          </>
        ) : (
          <div role="alert" className={receiptStyles.missing}>
            <p className={receiptStyles.missingTitle}>{LL.receipt['missing-id']()}</p>
            <p>{LL.receipt.missingIdHint()}</p>
          </div>
        )}
      </section>
    </main>
  )
}
