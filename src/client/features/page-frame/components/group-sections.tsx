import { use, useMemo } from 'react'
import { localeOfLang, type Lang } from '#contract/languages'
import { i18nObject } from '#i18n/i18n-util'
import { loadNamespaceAsync } from '#i18n/i18n-util.async'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { ExternalLink } from '#client/ui/external-link.tsx'
import { groupLinks } from '../group-links.ts'
import styles from './group-menu.module.css'

const textLoads = new Map<Lang, Promise<void>>()

/** The group site's link texts, downloaded the first time a menu shows them. */
function groupTexts(lang: Lang): Promise<void> {
  let load = textLoads.get(lang)
  if (!load) {
    load = loadNamespaceAsync(localeOfLang[lang], 'corporate')
    load.catch(() => textLoads.delete(lang))
    textLoads.set(lang, load)
  }
  return load
}

/** The sections of links to the group's corporate site: columns in the mega-menu, a stack in the phone menu. */
export default function GroupSections({ layout }: { layout: 'columns' | 'stack' }) {
  const { lang } = useI18n()
  use(groupTexts(lang))
  // Made after the texts arrived: a translation object reads its dictionary when it is made.
  const LL = useMemo(() => i18nObject(localeOfLang[lang]), [lang])
  return (
    <div className={layout === 'columns' ? styles.columns : styles.stack}>
      {groupLinks(LL, lang).map((group) => (
        <section key={group.title}>
          <h2 className={styles.heading}>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href} className={styles.link}>
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
