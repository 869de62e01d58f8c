import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { problemText, useI18n } from '#client/i18n/i18n-context.tsx'
import { toast } from '../toast.tsx'
import { firstInvalidControl, firstProblem } from './first-field-in-error.ts'
import { useFormContext } from './form-context.ts'
import { FormLoading, FormLoadingContext } from './form-loading.ts'
import styles from './inputs.module.css'

interface FormProps {
  className?: string
  /** For a submit button outside the form (a popup's OK). */
  id?: string
  /** The first focus in the form (the login form starts fetching its rules then). */
  onFocus?: () => void
  children: ReactNode
}

/** Marks the form shown whole: fields that appear from now on load on their own. */
function Shown({ loading }: { loading: FormLoading }) {
  useLayoutEffect(() => {
    loading.markShown()
  }, [loading])
  return null
}

/**
 * The `<form>` of a kit form: the browser's own validation is off (the contract's rules speak
 * instead). It appears once every field it shows has loaded, so nothing moves under a press.
 * A press on its button submits, or says why it cannot: it takes the member to the first
 * field in error, or says what is wrong or that the form is still loading.
 */
export function Form({ className, id, onFocus, children }: FormProps) {
  const form = useFormContext()
  const { LL } = useI18n()
  const element = useRef<HTMLFormElement>(null)
  const [loading] = useState(() => new FormLoading())
  const submit = async () => {
    if (form.state.isSubmitting) return
    // A button outside the form (a dialog's) can be pressed while the form is still loading.
    if (!loading.shown || loading.stillLoading) return void toast.error(LL.common.formStillLoading())
    await form.handleSubmit()
    const sent = form.state.isSubmitted
    const problem = firstProblem(form.state, (key) => problemText(LL, key))
    if (sent && !problem) return
    // The fields show their errors (the rules' or the server's) on the next render; the focus
    // follows them there. A refusal no field shows is said instead.
    requestAnimationFrame(() => {
      const control = element.current ? firstInvalidControl(element.current) : null
      if (control) control.focus()
      else if (!sent) toast.error(problem ?? LL.common.formNotSent())
    })
  }
  return (
    <form
      ref={element}
      id={id}
      className={className}
      noValidate
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormLoadingContext value={loading}>
        <Suspense
          fallback={
            <p className={styles.formLoading} role="status">
              {LL.common.loading()}
            </p>
          }
        >
          {children}
          <Shown loading={loading} />
        </Suspense>
      </FormLoadingContext>
    </form>
  )
}
