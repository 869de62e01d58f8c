import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { FieldFrame } from './field-frame.tsx'
import { useFieldContext } from './form-context.ts'
import styles from './search-select-field.module.css'
import type { ChoiceFieldProps } from './select-field.tsx'
import type { SelectOption } from './select-option.ts'

/**
 * A long list to pick from by typing: a combobox whose list narrows as the member types,
 * and says 'Nothing found.' when nothing matches. Loaded only by the forms that show one.
 */
export default function SearchSelectField({ options, disabled = false, ...frame }: ChoiceFieldProps) {
  const { LL } = useI18n()
  const field = useFieldContext<number | null>()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const value = field.state.value
  const selected = options.find((option) => option.id === value)
  const matches = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return needle === ''
      ? options
      : options.filter((option) => (option.searchText ?? option.label.toLowerCase()).includes(needle))
  }, [options, search])

  const choose = (option: SelectOption) => {
    field.handleChange(option.id)
    setOpen(false)
    setSearch('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (open ? Math.min(index + 1, matches.length - 1) : 0))
      setOpen(true)
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
    <FieldFrame {...frame}>
      {(control) => (
        <div className={styles.wrap}>
          <input
            {...control}
            className={styles.input}
            role="combobox"
            aria-expanded={open && matches.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].id}` : undefined}
            placeholder={selected ? selected.label : LL.registration.choose()}
            title={LL.registration.search()}
            value={open ? search : (selected?.label ?? '')}
            disabled={disabled}
            // Opens on a click, a key or typing, not on focus alone: a failed submit moves focus
            // here, and an open list would cover the message that says what is missing.
            onClick={() => {
              setOpen(true)
              setActive(0)
            }}
            onBlur={() => {
              setOpen(false)
              field.handleBlur()
            }}
            onChange={(event) => {
              setSearch(event.target.value)
              setActive(0)
              setOpen(true)
            }}
            onKeyDown={onKeyDown}
          />
          {open && matches.length === 0 ? (
            // Said as a status, not as a listbox without options: there is nothing to choose.
            <div id={listId} role="status" className={styles.list}>
              <div className={styles.empty}>{LL.registration.nothingFound()}</div>
            </div>
          ) : open ? (
            <ul id={listId} role="listbox" className={styles.list}>
              {matches.map((option, index) => (
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
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FieldFrame>
  )
}
