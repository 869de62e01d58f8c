import { Link } from '@tanstack/react-router'
import { corporateUrl } from '#client/config/site-links.ts'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { ExternalLink } from '#client/ui/external-link.tsx'
import { infoPageSlugs, type InfoPagesContent, type InfoPageSlug, type InfoSection } from '../info-page-content.ts'
import styles from './info-page.module.css'

interface InfoPageProps {
  slug: InfoPageSlug
  pages: InfoPagesContent
}

/** One information page, with the list of all of them beside it. */
export function InfoPage({ slug, pages }: InfoPageProps) {
  const { LL, lang } = useI18n()
  const page = pages[slug]
  useDocumentTitle(page.title)
  return (
    <div className={styles.layout}>
      <article className={styles.article} aria-labelledby="info-title">
        <h1 id="info-title" className={styles.title}>
          {page.title}
        </h1>
        <p className={styles.summary}>{page.summary}</p>
        {page.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </article>
      <nav className={styles.nav} aria-label={LL.infoPages.navLabel()}>
        <h2 className={styles.navTitle}>{LL.infoPages.navLabel()}</h2>
        <ul>
          {infoPageSlugs.map((other) => (
            <li key={other}>
              <Link to={`/$lang/${other}`} params={{ lang }} activeProps={{ 'aria-current': 'page' }}>
                {pages[other].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

function Section({ section }: { section: InfoSection }) {
  const { lang } = useI18n()
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points ? (
        <ul className={styles.points}>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {section.table ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map(([rowHeading, ...cells]) => (
                <tr key={rowHeading}>
                  <th scope="row">{rowHeading}</th>
                  {cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {section.links?.map((link) => (
        <p key={link.corporatePath}>
          <ExternalLink href={corporateUrl(lang, link.corporatePath)}>{link.label}</ExternalLink>
        </p>
      ))}
    </section>
  )
}
