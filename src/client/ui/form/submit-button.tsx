import type { ReactNode } from 'react'
import { SpinnerButton } from '../spinner-button.tsx'
import { useFormContext } from './form-context.ts'

/** The form's submit button: a spinner, and no second click, while the form is submitting. */
export function SubmitButton({ children, block = false }: { children: ReactNode; block?: boolean }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => (
        <SpinnerButton type="submit" block={block} loading={submitting}>
          {children}
        </SpinnerButton>
      )}
    </form.Subscribe>
  )
}
