import type { ReviewDocument } from '#contract/schemas/staff'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { staffDocumentUrl } from '../api.ts'
import styles from './staff.module.css'

/** Each document shown where it can be: an image inline, a PDF in a frame, with a download link. */
export function DocumentsSection({ documents }: { documents: ReviewDocument[] }) {
  const { LL } = useI18n()
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="documents-heading">
      <h2 id="documents-heading">{LL.staffConsole.documentsHeading()}</h2>
      {documents.length === 0 ? (
        <p>{LL.staffConsole.noDocuments()}</p>
      ) : (
        <ul className={styles.documents}>
          {documents.map((document) => {
            const url = staffDocumentUrl(document.id)
            const caption = `${LL.staffConsole[`purpose_${document.purpose}`]()}: ${document.name}`
            return (
              <li key={document.id} className={styles.document}>
                <figure>
                  {document.kind === 'jpeg' || document.kind === 'png' ? (
                    <img src={url} alt={caption} loading="lazy" />
                  ) : document.kind === 'pdf' ? (
                    <iframe src={url} title={caption}>
                      {LL.staffConsole.pdfFallback()}
                    </iframe>
                  ) : null}
                  <figcaption>
                    {caption} ·{' '}
                    <a href={url} download={document.name}>
                      {LL.staffConsole.download()}
                    </a>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
