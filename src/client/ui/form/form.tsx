import { useRef, type ReactNode } from 'react'
import { firstInvalidControl, hasFieldErrors } from './first-field-in-error.ts'
import { useFormContext } from './form-context.ts'

interface FormProps {
  className?: string
  /** The first focus in the form (the login form starts fetching its rules then). */
  onFocus?: () => void
  children: ReactNode
}

/**
 * The `<form>` of a kit form: the browser's own validation is off (the contract's rules speak
 * instead), and a submit that leaves a field in error takes the member to the first such field.
 */
export function Form({ className, onFocus, children }: FormProps) {
  const form = useFormContext()
  const element = useRef<HTMLFormElement>(null)
  const submit = async () => {
    await form.handleSubmit()
    if (!hasFieldErrors(form.state.fieldMeta)) return
    // The fields show their errors on the next render; the focus follows them there.
    requestAnimationFrame(() => {
      if (element.current) firstInvalidControl(element.current)?.focus()
    })
  }
  return (
    <form
      ref={element}
      className={className}
      noValidate
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {children}
    </form>
  )
}
