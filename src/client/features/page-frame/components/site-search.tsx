import { useState } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { corporateSearchUrl } from '#client/config/site-links.ts'
import styles from './site-search.module.css'

/** Searches the group's corporate site, in a new tab. */
export function SiteSearch() {
  const { LL, lang } = useI18n()
  const [query, setQuery] = useState('')
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault()
        if (query.trim() === '') return
        window.open(corporateSearchUrl(lang, query.trim()), '_blank', 'noopener,noreferrer')
      }}
    >
      <input
        type="search"
        className={styles.input}
        aria-label={LL.header.searchLabel()}
        placeholder={LL.header.searchPlaceholder()}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.button} aria-label={`${LL.header.searchSubmit()} ${LL.common.newTab()}`}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}
