import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { FieldControlProps } from './form-field.tsx'
import type { SelectOption } from './select-input.tsx'
import styles from './search-select.module.css'

interface SearchSelectProps {
  control: FieldControlProps
  options: readonly SelectOption[]
  value: number | null
  onChange: (id: number) => void
  placeholder: string
  searchLabel: string
  /** Shown when the search matches nothing ('Nothing found.', spec section 2). */
  emptyText: string
  disabled?: boolean
}

/** A long list to pick from by typing: a combobox whose list narrows as the member types. */
export function SearchSelect({ control, options, value, onChange, placeholder, searchLabel, emptyText, disabled = false }: SearchSelectProps) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const selected = options.find((option) => option.id === value)
  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle))
  }, [options, search])

  const choose = (option: SelectOption) => {
    onChange(option.id)
    setOpen(false)
    setSearch('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((index) => Math.min(index + 1, matches.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const option = matches[active]
      if (option) choose(option)
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  return (
    <div className={styles.wrap}>
      <input
        {...control}
        ref={input}
        className={styles.input}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].id}` : undefined}
        placeholder={selected ? selected.label : placeholder}
        title={searchLabel}
        value={open ? search : (selected?.label ?? '')}
        disabled={disabled}
        onFocus={() => {
          setOpen(true)
          setActive(0)
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setSearch(event.target.value)
          setActive(0)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <ul id={listId} role="listbox" className={styles.list}>
          {matches.length === 0 ? (
            <li className={styles.empty} role="presentation">
              {emptyText}
            </li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={option.id === value}
                className={[styles.option, index === active ? styles.active : ''].join(' ')}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(option)
                }}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  )
}
