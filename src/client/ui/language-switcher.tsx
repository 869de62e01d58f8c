import { Link } from '@tanstack/react-router'
import { langs, localeOfLang } from '#contract/languages'
import { storeLang } from '#client/api/session.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import styles from './language-switcher.module.css'

/**
 * EN / 繁 / 简: rewrites the language segment of the path and remembers the choice. `keepHash`
 * keeps the fragment too (a staff set-up link carries its key there).
 */
export function LanguageSwitcher({ keepHash = false }: { keepHash?: boolean }) {
  const { LL } = useI18n()
  const fullNames = { en: LL.language.enName(), tc: LL.language.tcName(), sc: LL.language.scName() }
  return (
    <nav aria-label={LL.language.label()}>
      <ul className={styles.switcher}>
        {langs.map((option) => (
          <li key={option}>
            <Link
              to="."
              params={(previous: Record<string, string>) => ({ ...previous, lang: option })}
              search={(previous: Record<string, unknown>) => previous}
              {...(keepHash ? { hash: true as const } : {})}
              hrefLang={localeOfLang[option]}
              lang={localeOfLang[option]}
              // Starts with what it shows ("EN English"), so a voice user can say "click EN".
              aria-label={`${LL.language[option]()} ${fullNames[option]}`}
              className={styles.option}
              replace
              onClick={() => storeLang(option)}
            >
              {LL.language[option]()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
