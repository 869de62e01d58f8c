import { useState, type FormEvent, type ReactNode } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import styles from './staff.module.css'

/**
 * A list's search: the text typed (sent trimmed on Search) after any filters of the list's own
 * (`children`); the button spins while the answer to a new search is on its way.
 */
export function SearchForm({
  label,
  initial,
  searching,
  onSearch,
  children,
}: {
  label: string
  initial: string
  searching: boolean
  onSearch: (q: string) => void
  children?: ReactNode
}) {
  const { LL } = useI18n()
  const [text, setText] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form className={styles.filters} onSubmit={submit} role="search">
      {children}
      <label>
        {label}
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
      </label>
      <SpinnerButton type="submit" variant="secondary" loading={searching}>
        {LL.staffConsole.searchButton()}
      </SpinnerButton>
    </form>
  )
}
